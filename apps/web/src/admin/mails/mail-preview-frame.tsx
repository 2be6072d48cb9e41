import { useEffect, useRef } from 'react';
import { API_BASE } from '../../lib/api-client.ts';
import styles from './mails-page.module.css';

/**
 * A drawn mail shown as its reader's client would: in a sandboxed frame whose page (served with a
 * policy of its own) accepts the mail's inline styles, which the back office's policy refuses. The
 * frame asks for the mail once loaded; a new mail makes a new frame.
 */
export function MailPreviewFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.data !== 'apercu-pret') return;
      // The sandboxed page has no origin of its own to address; the mail is a sample, nothing secret.
      target.postMessage(html, '*');
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, [html]);
  return (
    <iframe
      key={html}
      ref={frame}
      className={styles.frame}
      src={`${API_BASE}/apercu-courriel`}
      sandbox="allow-scripts"
      title={title}
    />
  );
}
