import { t } from './i18n';

// Clipboard access with the spec's messages. The async Clipboard API needs a secure context and, in some
// in-app browsers, is missing; copying then falls back to a selected textarea and execCommand.

export type ClipboardOutcome = { ok: true; message: string } | { ok: false; message: string };

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text; the message is '复制成功' in Chinese and 'Content copied' in English, or the failure. */
export async function copyText(text: string): Promise<ClipboardOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return { ok: true, message: t('clipboard.copied') };
    }
  } catch {
    // Permission refused: the selection fallback may still work.
  }
  return copyWithSelection(text)
    ? { ok: true, message: t('clipboard.copied') }
    : { ok: false, message: t('clipboard.copyFailed') };
}

/** Reads the clipboard's text (pasting a cloud-drive share, say). */
export async function readClipboardText(): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    if (!navigator.clipboard?.readText) throw new Error('no clipboard');
    return { ok: true, text: await navigator.clipboard.readText() };
  } catch {
    return { ok: false, message: t('clipboard.readFailed') };
  }
}
