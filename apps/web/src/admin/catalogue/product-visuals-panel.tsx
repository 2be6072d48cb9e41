import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { imageUrl, type ProductVisual } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LibraryPicker } from '../visuels/library-picker.tsx';
import {
  attachVisual,
  detachVisual,
  productVisualsKey,
  productVisualsQueryOptions,
  reorderVisuals,
} from '../visuels/product-visuals-api.ts';
import { VisualUploader } from '../visuels/visual-uploader.tsx';
import styles from '../admin.module.css';
import own from '../visuels/visuels.module.css';
import { Panel } from '../kit/panel.tsx';

type TFunction = ReturnType<typeof useTranslation>['t'];

interface ThumbProps {
  visual: ProductVisual;
  position: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDetach: (visual: ProductVisual) => void;
}

function SortableThumb({ visual, position, count, onMove, onDetach }: ThumbProps) {
  const { t } = useTranslation();
  const { setNodeRef, isDragging, transform, transition, attributes, listeners } = useSortable({ id: visual.id });
  const name = visual.alt || t('admin.visuels.sans_alt', { id: visual.id });
  return (
    <li
      ref={setNodeRef}
      className={own.thumb}
      data-dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition: transition }}
      aria-label={t('admin.visuels.position', { nom: name, position: position + 1, total: count })}
    >
      <img src={imageUrl('visuel', visual.id, 160)} alt="" width={128} height={128} />
      <span className={own.fileName}>{name}</span>
      <div className={own.thumbActions}>
        <button
          type="button"
          className={`${styles.buttonSmall} ${own.handle}`}
          {...attributes}
          {...listeners}
          aria-label={t('admin.visuels.deplacer', { nom: name })}
          aria-roledescription={t('admin.visuels.deplacable')}
        >
          ⠿
        </button>
        <button
          type="button"
          className={styles.buttonSmall}
          disabled={position === 0}
          onClick={() => onMove(position, position - 1)}
          aria-label={t('admin.visuels.avancer', { nom: name })}
        >
          ←
        </button>
        <button
          type="button"
          className={styles.buttonSmall}
          disabled={position === count - 1}
          onClick={() => onMove(position, position + 1)}
          aria-label={t('admin.visuels.reculer', { nom: name })}
        >
          →
        </button>
        <button
          type="button"
          className={`${styles.buttonSmall} ${styles.buttonDanger}`}
          onClick={() => onDetach(visual)}
          aria-label={t('admin.visuels.detacher_nom', { nom: name })}
        >
          {t('admin.visuels.detacher')}
        </button>
      </div>
    </li>
  );
}

/** What dnd-kit says to screen readers while a picture is moved with the keyboard, in French. */
function announcements(t: TFunction, visuals: readonly ProductVisual[]): Announcements {
  const place = (id: unknown) => visuals.findIndex((visual) => visual.id === id) + 1;
  const total = visuals.length;
  return {
    onDragStart: ({ active }) => t('admin.visuels.annonce_prise', { position: place(active.id), total }),
    onDragOver: ({ over }) => (over ? t('admin.visuels.annonce_survol', { position: place(over.id), total }) : ''),
    onDragEnd: ({ over }) => (over ? t('admin.visuels.annonce_pose', { position: place(over.id), total }) : ''),
    onDragCancel: () => t('admin.visuels.annonce_annule'),
  };
}

/**
 * A product's pictures (issue 12): thumbnails in display order, moved by dragging, by the
 * keyboard (space on the handle, then arrows) or by the arrow buttons; detached after
 * confirmation; attached from the library or uploaded straight here. The first one is the
 * product's main picture; every change shows on the storefront at once.
 */
export function ProductVisualsPanel({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const visuals = useQuery(productVisualsQueryOptions(productId));
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [picking, setPicking] = useState(false);
  const [detaching, setDetaching] = useState<ProductVisual | null>(null);
  const sending = useRef(Promise.resolve());
  const latest = useRef(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /**
   * Shows the change at once, then sends the changes one after the other: two quick moves sent
   * side by side could reach the server in the wrong order, and an older answer would then undo
   * the newer picture of the list. Only the answer to the latest change is shown.
   */
  const run = (change: () => Promise<ProductVisual[]>, done: string, optimistic?: ProductVisual[]) => {
    setFailure('');
    const ticket = ++latest.current;
    if (optimistic) queryClient.setQueryData(productVisualsKey(productId), optimistic);
    sending.current = sending.current.then(async () => {
      try {
        const answer = await change();
        if (ticket !== latest.current) return;
        queryClient.setQueryData(productVisualsKey(productId), answer);
        setStatus(done);
      } catch (error) {
        setFailure(t('admin.kit.erreur', { message: error instanceof Error ? error.message : String(error) }));
        await queryClient.invalidateQueries({ queryKey: productVisualsKey(productId) });
      }
    });
    return sending.current;
  };

  if (visuals.isPending) return <p role="status">{t('admin.kit.chargement')}</p>;
  if (visuals.isError) {
    return <p role="alert">{t('admin.kit.erreur', { message: visuals.error.message })}</p>;
  }
  const list = visuals.data;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const moved = arrayMove(list, from, to);
    void run(
      () =>
        reorderVisuals(
          productId,
          moved.map((visual) => visual.id),
        ),
      t('admin.visuels.ordre_enregistre'),
      moved,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(
      list.findIndex((visual) => visual.id === active.id),
      list.findIndex((visual) => visual.id === over.id),
    );
  };

  return (
    <Panel title={t('admin.visuels.titre_produit')}>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('admin.visuels.aucun')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('admin.visuels.aide_ordre')}</p>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements: announcements(t, list),
              screenReaderInstructions: { draggable: t('admin.visuels.instructions') },
            }}
          >
            <SortableContext items={list.map((visual) => visual.id)} strategy={rectSortingStrategy}>
              <ol className={own.thumbs} aria-label={t('admin.visuels.titre_produit')}>
                {list.map((visual, position) => (
                  <SortableThumb
                    key={visual.id}
                    visual={visual}
                    position={position}
                    count={list.length}
                    onMove={move}
                    onDetach={setDetaching}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      <div className={styles.formFooter}>
        <button type="button" className={styles.buttonSmall} onClick={() => setPicking(true)}>
          {t('admin.visuels.depuis_bibliotheque')}
        </button>
      </div>
      <VisualUploader
        onUploaded={(row) => run(() => attachVisual(productId, Number(row.id)), t('admin.visuels.attache'))}
      />
      <p role="alert" className={styles.formError}>
        {failure}
      </p>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {picking && (
        <LibraryPicker
          attachedIds={new Set(list.map((visual) => visual.id))}
          onPick={(id) => void run(() => attachVisual(productId, id), t('admin.visuels.attache'))}
          onCancel={() => setPicking(false)}
        />
      )}
      {detaching && (
        <ConfirmDialog
          title={t('admin.visuels.detacher_titre')}
          message={t('admin.visuels.detacher_question', {
            nom: detaching.alt || t('admin.visuels.sans_alt', { id: detaching.id }),
          })}
          confirmLabel={t('admin.visuels.detacher')}
          onConfirm={() => {
            const id = detaching.id;
            void run(() => detachVisual(productId, id), t('admin.visuels.detache'));
          }}
          onCancel={() => setDetaching(null)}
        />
      )}
    </Panel>
  );
}
