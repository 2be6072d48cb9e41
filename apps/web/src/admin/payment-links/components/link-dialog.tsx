import type { PaymentLinkInput } from '@boutique/domain';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { LinkForm, type LinkFormValues } from './link-form.tsx';

interface LinkDialogProps {
  title: string;
  submitLabel: string;
  initialValues: LinkFormValues;
  /** Saves the link; a rejection keeps the dialog open with the server's message and field errors. */
  onSave: (input: PaymentLinkInput) => Promise<unknown>;
  onCancel: () => void;
  /** Shown under the form (a saved link's history). */
  children?: ReactNode;
}

function ClosingForm({ onSave, ...form }: Omit<LinkDialogProps, 'title' | 'onCancel' | 'children'>) {
  const close = useModalClose();
  return (
    <LinkForm
      {...form}
      onSubmit={async (input) => {
        await onSave(input);
        close();
      }}
    />
  );
}

/** The link form in a side dialog (creation, and the edit dialog with the amount divided by 100). */
export function LinkDialog({ title, onCancel, children, ...form }: LinkDialogProps) {
  return (
    <Modal title={title} placement="side" onCancel={onCancel}>
      <ClosingForm {...form} />
      {children}
    </Modal>
  );
}
