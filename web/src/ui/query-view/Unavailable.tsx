import { type LucideIcon, PackageX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import './unavailable.css';

export interface UnavailableProps {
  title: string;
  body: string;
  icon?: LucideIcon;
  /** Where the user can go from here (the page's nav bar already goes back). */
  children?: ReactNode;
}

/**
 * A page whose subject does not exist (a removed item, a broken link): said plainly, with a way on. Unlike
 * a failed load it offers no retry, since the provider would answer the same.
 */
export function Unavailable({ title, body, icon: Icon = PackageX, children }: UnavailableProps) {
  const heading = useId();
  return (
    <section className="unavailable" aria-labelledby={heading}>
      <Icon aria-hidden="true" size={56} strokeWidth={1.5} className="unavailable__icon" />
      <h2 id={heading} className="unavailable__title">
        {title}
      </h2>
      <p className="unavailable__body">{body}</p>
      {children}
    </section>
  );
}
