import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { SEARCH_KEYWORD_MAX } from '@/config/constants';
import { navigation } from '@/lib/navigation';
import { routeUrl } from '@/lib/routes';
import './search.css';

export interface SearchEntryProps {
  /** What assistive technology announces: the search landmark's and the search box's name. */
  label: string;
  /** An example of what to type; never the only name of the box. */
  placeholder: string;
}

/**
 * The way into the catalogue's search from a page that is not the search page: a named search landmark with a
 * search box; submitting opens the search page on the keyword (or empty, to browse with filters).
 */
export function SearchEntry({ label, placeholder }: SearchEntryProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    void navigation.navigateTo(routeUrl('search', keyword ? { keyword } : {}));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: iOS 15 and 16 and Chrome before 118, which we build for (package.json, browserslist), render <search> as an unknown inline element, without the landmark
    <div role="search" aria-label={label} className="search-entry">
      <form onSubmit={submit}>
        <label className="search-entry__field">
          <Search aria-hidden="true" size={18} />
          <span className="visually-hidden">{label}</span>
          <input
            name="keyword"
            type="search"
            enterKeyHint="search"
            maxLength={SEARCH_KEYWORD_MAX}
            placeholder={placeholder}
          />
        </label>
      </form>
    </div>
  );
}
