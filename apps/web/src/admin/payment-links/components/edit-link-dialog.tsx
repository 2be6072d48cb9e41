import type { PaymentLink, PaymentLinkInput } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { formatCentsForInput } from '../lib/amount.ts';
import { LinkForm } from './link-form.tsx';

function EditForm({ link, onSave }: { link: PaymentLink; onSave: (input: PaymentLinkInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const close = useModalClose();
  return (
    <LinkForm
      initialValues={{
        montant: formatCentsForInput(link.montant, tag),
        message: link.message,
        prenom: link.prenom,
        nom: link.nom,
        mail: link.mail,
        tel: link.tel,
        langue: link.langue,
      }}
      submitLabel={t('admin.liens.enregistrer')}
      onSubmit={async (input) => {
        await onSave(input);
        close();
      }}
    />
  );
}

/**
 * The edit dialog: the link's fields with the amount divided by 100 (spec §3). A paid link is
 * refused by the server (409) and the dialog says why.
 */
export function EditLinkDialog({
  link,
  onSave,
  onCancel,
}: {
  link: PaymentLink;
  onSave: (input: PaymentLinkInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('admin.liens.modifier_titre')} placement="side" onCancel={onCancel}>
      <EditForm link={link} onSave={onSave} />
    </Modal>
  );
}
