import { formatEuros, PaymentLinkHashSchema } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link, useSearch } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { localePath, useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { confirmReturn } from '../api/confirm-return.ts';
import { paymentLinkQueryKey, paymentLinkQueryOptions, type PaymentLinkIntent } from '../api/get-payment-link.ts';
import { CardFormHost } from '../components/card-form-host.tsx';
import { DEFAULT_BILLING_COUNTRY } from '../components/card-form-types.ts';
import { readPaymentLinkState } from '../lib/payment-link-state.ts';
import styles from './payment-link-page.module.css';

/** While a payment is being verified the page asks again, for about two minutes. */
const VERIFY_POLL_MS = 3000;
const VERIFY_POLL_MAX = 40;

function PageFrame({ eyebrow, children }: { eyebrow?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{eyebrow ?? t('paiement.titre')}</p>
        {children}
      </div>
    </div>
  );
}

/** A state with one sentence: loading, missing, incomplete. */
function Notice({ children, tone = 'status' }: { children: ReactNode; tone?: 'status' | 'alert' }) {
  return (
    <PageFrame>
      <p className={styles.notice} role={tone}>
        {children}
      </p>
    </PageFrame>
  );
}

/**
 * A link that cannot be paid: unknown, deleted or mistyped ('lien_invalide'), or its order is no
 * longer held ('expire'). Asking again would change nothing, so the page says what to do instead
 * and offers the contact form, in the page's language.
 */
function DeadEnd({ reason }: { reason: 'lien_invalide' | 'expire' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [title, text] =
    reason === 'expire'
      ? ['paiement.commande.expire_titre', 'paiement.commande.expire_texte']
      : ['paiement.lien_invalide.titre', 'paiement.lien_invalide.texte'];
  return (
    <PageFrame>
      <h1 className={styles.title}>{t(title)}</h1>
      <p className={styles.lead} role="alert">
        {t(text)}
      </p>
      <p>
        <Link href={`~${localePath(locale, 'contact')}`} className={buttonClassName('primary')}>
          {t('paiement.lien_invalide.contact')}
        </Link>
      </p>
    </PageFrame>
  );
}

function ThankYou({ data, wasPaying }: { data: PaymentLinkIntent; wasPaying: boolean }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { link } = data;
  const montant = formatEuros(link.montant, tag);
  // After paying on this page, focus moves to the outcome so it is read out and the page starts there.
  useEffect(() => {
    if (wasPaying) headingRef.current?.focus();
  }, [wasPaying]);
  return (
    <PageFrame eyebrow={fullName(link)}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('paiement.merci')}
      </h1>
      <p className={styles.lead} role="status">
        {link.paye
          ? t('paiement.enregistre', {
              montant,
              date: new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(link.paye)),
            })
          : t('paiement.verification', { montant })}
      </p>
    </PageFrame>
  );
}

/** The lines and totals of the order a link pays (a staff order), above the card form. */
function OrderSummary({ commande }: { commande: NonNullable<PaymentLinkIntent['commande']> }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const euros = (cents: number) => formatEuros(cents, tag);
  return (
    <section aria-labelledby="paiement-commande">
      <h2 id="paiement-commande" className={styles.subtitle}>
        {t('paiement.commande.titre')}
      </h2>
      <dl className={styles.contact}>
        {commande.lignes.map((line) => (
          <div key={`${line.produit_label} ${line.label}`}>
            <dt>{t('paiement.commande.ligne', { qtt: line.qtt, produit: `${line.produit_label} ${line.label}` })}</dt>
            <dd>{euros(line.prix_ttc * line.qtt)}</dd>
          </div>
        ))}
        <div>
          <dt>{commande.livraison_label ?? t('paiement.commande.livraison')}</dt>
          <dd>{euros(commande.livraison_ttc)}</dd>
        </div>
        {commande.remise_ttc > 0 && (
          <div>
            <dt>{t('paiement.commande.remise')}</dt>
            <dd>{`− ${euros(commande.remise_ttc)}`}</dd>
          </div>
        )}
        <div>
          <dt>{t('paiement.commande.total')}</dt>
          <dd>{euros(commande.total_ttc)}</dd>
        </div>
      </dl>
    </section>
  );
}

const fullName = (link: { prenom: string; nom: string }) => [link.prenom, link.nom].filter(Boolean).join(' ');

function PayableLink({
  data,
  hash,
  onPaid,
}: {
  data: PaymentLinkIntent & { client_secret: string };
  hash: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tag = useLocaleTag();
  const { link } = data;
  const montant = formatEuros(link.montant, tag);
  const name = fullName(link);
  return (
    <PageFrame>
      <h1 className={styles.title}>{name ? t('paiement.bonjour', { nom: name }) : t('paiement.bonjour_anonyme')}</h1>
      <p className={styles.lead}>{t('paiement.intro')}</p>
      <p className={styles.amount}>
        <span className={styles.amountLabel}>{t('paiement.montant')}</span>
        <span className={styles.amountValue}>{montant}</span>
      </p>
      {(link.mail || link.tel) && (
        <dl className={styles.contact} aria-label={t('paiement.coordonnees')}>
          {link.mail && (
            <div>
              <dt>{t('paiement.mail')}</dt>
              <dd>{link.mail}</dd>
            </div>
          )}
          {link.tel && (
            <div>
              <dt>{t('paiement.tel')}</dt>
              <dd>{link.tel}</dd>
            </div>
          )}
        </dl>
      )}
      {data.commande && <OrderSummary commande={data.commande} />}
      {link.message.trim() && (
        <figure className={styles.message}>
          <figcaption className={styles.messageCaption}>{t('paiement.message')}</figcaption>
          <blockquote className={styles.messageText}>{link.message}</blockquote>
        </figure>
      )}
      <section className={styles.payment} aria-labelledby="paiement-carte">
        <h2 id="paiement-carte" className={styles.subtitle}>
          {t('paiement.carte.titre')}
        </h2>
        <CardFormHost
          clientSecret={data.client_secret}
          payLabel={t('paiement.payer', { montant })}
          amountLabel={montant}
          billing={{ name, email: link.mail, country: DEFAULT_BILLING_COUNTRY }}
          returnUrl={`${window.location.origin}${localePath(locale, `paiement/${hash}`)}`}
          onSucceeded={onPaid}
        />
      </section>
    </PageFrame>
  );
}

/**
 * The public payment-link page: /:lang/paiement/{hash}. Loading, missing,
 * incomplete, payable (card form) and thank-you states; after paying here the link is read
 * again, and while the payment is only being verified it is read every few seconds.
 */
export function PaymentLinkPage({ hash }: { hash?: string | undefined }) {
  const { t } = useTranslation();
  useDocumentTitle(t('paiement.titre'));
  const search = useSearch();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(search);
  const returnedIntent = params.get('payment_intent');
  // Back from the provider's page: the server asks the provider and records a success at once.
  const returned = useQuery({
    queryKey: ['paiements', 'retour', returnedIntent] as const,
    queryFn: async () => {
      const result = await confirmReturn(returnedIntent ?? '');
      await queryClient.invalidateQueries({ queryKey: paymentLinkQueryKey(hash ?? '') });
      return result;
    },
    enabled: Boolean(returnedIntent && hash),
    retry: 1,
    staleTime: Infinity,
  });
  // A payment the bank refused on its page leaves the intent to pay again: the form comes back.
  const hasReturned = params.has('payment_intent_client_secret') && returned.data?.status !== 'requires_payment_method';
  const [hasPaidHere, setPaidHere] = useState(false);
  // A mistyped or truncated hash is refused here, without a round trip that could only say so.
  const isWellFormed = PaymentLinkHashSchema.safeParse(hash ?? '').success;
  const query = useQuery({
    ...paymentLinkQueryOptions(hash ?? ''),
    enabled: isWellFormed,
    refetchInterval: (current) => {
      const data = current.state.data;
      const isVerifying = data && readPaymentLinkState(data, hasReturned) === 'verifying';
      return isVerifying && current.state.dataUpdateCount < VERIFY_POLL_MAX ? VERIFY_POLL_MS : false;
    },
  });

  if (!hash) return <Notice tone="alert">{t('paiement.incomplet')}</Notice>;
  if (!isWellFormed) return <DeadEnd reason="lien_invalide" />;
  if (query.isPending) return <Notice>{t('paiement.chargement')}</Notice>;
  if (query.isError) {
    // 404 (unknown or deleted) and 400 (malformed) are final: no retry, a way out instead.
    if (query.error instanceof ApiError && (query.error.code === 404 || query.error.code === 400)) {
      return <DeadEnd reason="lien_invalide" />;
    }
    if (query.error instanceof ApiError && query.error.reason === 'payment_link_expired') {
      return <DeadEnd reason="expire" />;
    }
    return (
      <PageFrame>
        <p className={styles.notice} role="alert">
          {t('paiement.erreur_chargement')}
        </p>
        <button type="button" className={buttonClassName('secondary')} onClick={() => void query.refetch()}>
          {t('commun.reessayer')}
        </button>
      </PageFrame>
    );
  }

  const data = query.data;
  const state = readPaymentLinkState(data, hasReturned);
  if (state === 'incomplete') return <Notice tone="alert">{t('paiement.incomplet')}</Notice>;
  if (state === 'payable' && data.client_secret) {
    return (
      <PayableLink
        data={{ ...data, client_secret: data.client_secret }}
        hash={hash}
        onPaid={() => {
          setPaidHere(true);
          void query.refetch();
        }}
      />
    );
  }
  return <ThankYou data={data} wasPaying={hasPaidHere} />;
}
