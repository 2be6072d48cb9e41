import { VISUEL_UPLOAD } from '@boutique/domain';
import { useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { ResourceRow } from '../kit/resource-api.ts';
import { uploadVisual } from './upload-request.ts';
import styles from '../admin.module.css';
import own from './visuels.module.css';

type Status = 'waiting' | 'sending' | 'done' | 'failed' | 'cancelled';

interface QueuedFile {
  key: number;
  file: File;
  status: Status;
  loaded: number;
  total: number;
  message: string;
}

const ACCEPTED_TYPES = VISUEL_UPLOAD.accept.split(',');
const percentOf = (item: QueuedFile) =>
  item.total > 0 ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0;

interface VisualUploaderProps {
  /** Called with each visual the server accepted, in the order they were sent. */
  onUploaded: (row: ResourceRow) => void | Promise<void>;
}

/**
 * Picks one or several pictures and sends them one after the other, each with a real progress bar
 * (XMLHttpRequest upload events), a percentage announced to screen readers by quarter, and a
 * cancel button. Files the server would refuse anyway (over 10 MB, not JPEG/PNG/WebP by their
 * declared type) are refused here at once; the server still judges every file on its bytes.
 */
export function VisualUploader({ onUploaded }: VisualUploaderProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(1);
  const waiting = useRef<QueuedFile[]>([]);
  const busy = useRef(false);
  const controllers = useRef(new Map<number, AbortController>());
  const announcedQuarter = useRef(new Map<number, number>());

  const update = (key: number, change: Partial<QueuedFile>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** Sends the next waiting file when none is being sent: one at a time, in the order chosen. */
  const pump = () => {
    if (busy.current) return;
    const next = waiting.current.shift();
    if (!next) return;
    busy.current = true;
    const { key, file } = next;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    update(key, { status: 'sending' });
    setAnnouncement(t('admin.visuels.envoi_debut', { nom: file.name }));
    uploadVisual(file, {
      signal: controller.signal,
      onProgress: ({ loaded, total }) => {
        update(key, { loaded, total });
        // A quarter at a time: a reader hears progress without a flood of numbers.
        const quarter = Math.floor((loaded / Math.max(total, 1)) * 4);
        if (quarter > (announcedQuarter.current.get(key) ?? 0) && quarter < 4) {
          announcedQuarter.current.set(key, quarter);
          setAnnouncement(t('admin.visuels.envoi_progression', { nom: file.name, pourcentage: quarter * 25 }));
        }
      },
    })
      .then(async (row) => {
        update(key, { status: 'done', loaded: file.size, total: file.size });
        setAnnouncement(t('admin.visuels.envoi_fini', { nom: file.name }));
        await onUploaded(row);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          update(key, { status: 'cancelled', message: t('admin.visuels.envoi_annule') });
          setAnnouncement(t('admin.visuels.envoi_annule_nom', { nom: file.name }));
          return;
        }
        const message = error instanceof ApiError && error.code !== 0 ? error.message : t('admin.visuels.envoi_coupe');
        update(key, { status: 'failed', message });
        setAnnouncement(`${file.name} : ${message}`);
      })
      .finally(() => {
        controllers.current.delete(key);
        busy.current = false;
        pump();
      });
  };

  const add = (files: FileList | null) => {
    if (!files) return;
    const added = [...files].map((file): QueuedFile => {
      const base = { key: nextKey.current++, file, loaded: 0, total: file.size, message: '' };
      if (file.size > VISUEL_UPLOAD.maxBytes)
        return { ...base, status: 'failed', message: t('admin.visuels.trop_lourd') };
      if (file.type && !ACCEPTED_TYPES.includes(file.type)) {
        return { ...base, status: 'failed', message: t('admin.visuels.format_refuse') };
      }
      return { ...base, status: 'waiting' };
    });
    // Finished lines go; those still waiting or being sent stay above the new ones.
    setQueue((items) => [...items.filter((item) => item.status === 'waiting' || item.status === 'sending'), ...added]);
    const refused = added.filter((item) => item.status === 'failed');
    if (refused.length > 0) setAnnouncement(refused.map((item) => `${item.file.name} : ${item.message}`).join(' '));
    waiting.current.push(...added.filter((item) => item.status === 'waiting'));
    pump();
  };

  const cancel = (item: QueuedFile) => {
    const controller = controllers.current.get(item.key);
    if (controller) return controller.abort();
    waiting.current = waiting.current.filter((queued) => queued.key !== item.key);
    update(item.key, { status: 'cancelled', message: t('admin.visuels.envoi_annule') });
  };

  return (
    <div className={own.uploader}>
      <label htmlFor={inputId} className={styles.buttonSmall}>
        {t('admin.visuels.televerser')}
      </label>
      <input
        id={inputId}
        className={own.fileInput}
        type="file"
        multiple
        accept={VISUEL_UPLOAD.accept}
        onChange={(event) => {
          add(event.currentTarget.files);
          // The same file may be chosen again after a failure.
          event.currentTarget.value = '';
        }}
      />
      <p className={styles.muted}>{t('admin.visuels.regles')}</p>
      {queue.length > 0 && (
        <ul className={own.queue} aria-label={t('admin.visuels.file_envoi')}>
          {queue.map((item) => (
            <li key={item.key} className={own.queueItem} data-status={item.status}>
              <span className={own.fileName}>{item.file.name}</span>
              {(item.status === 'sending' || item.status === 'waiting') && (
                <>
                  <progress
                    max={100}
                    value={item.status === 'sending' ? percentOf(item) : 0}
                    aria-label={t('admin.visuels.progression', { nom: item.file.name })}
                  />
                  <span aria-hidden="true">
                    {item.status === 'sending' ? `${percentOf(item)} %` : t('admin.visuels.en_attente')}
                  </span>
                  <button
                    type="button"
                    className={styles.buttonSmall}
                    onClick={() => cancel(item)}
                    aria-label={t('admin.visuels.annuler_envoi', { nom: item.file.name })}
                  >
                    {t('commun.annuler')}
                  </button>
                </>
              )}
              {item.status === 'done' && <span>{t('admin.visuels.envoye')}</span>}
              {(item.status === 'failed' || item.status === 'cancelled') && (
                <span className={item.status === 'failed' ? styles.formError : styles.muted}>{item.message}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
