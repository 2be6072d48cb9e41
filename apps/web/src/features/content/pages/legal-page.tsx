import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLegalTexts } from '../api/get-legal-texts.ts';
import { useShopInfo } from '../api/get-shop-info.ts';
import { ContentError } from '../components/content-error.tsx';
import { ContentSkeleton } from '../components/content-skeleton.tsx';
import { LegalDocumentView } from '../components/legal-document-view.tsx';
import { LEGAL_DOCUMENTS } from '../legal/legal-documents.ts';
import { isLegalSlug } from '../legal/legal-types.ts';
import { LegalLayout } from './legal-layout.tsx';

/** /:lang/conditions/:page: one legal text, its company identity filled from the configuration. */
export function LegalPage({ params }: { params: { page?: string } }) {
  const locale = useLocale();
  const [, navigate] = useLocation();
  const slug = isLegalSlug(params.page) ? params.page : null;
  const document = slug ? LEGAL_DOCUMENTS[slug] : null;
  const query = useShopInfo();
  const texts = useLegalTexts(locale);
  useDocumentTitle(document?.title[locale]);

  useEffect(() => {
    if (!slug) navigate(`~${localePath(locale, 'erreur')}?code=404`, { replace: true });
  }, [slug, locale, navigate]);

  if (!slug || !document) return null;
  let body;
  if (query.data && texts.isSuccess) {
    body = <LegalDocumentView document={document} body={texts.data?.[slug] ?? null} info={query.data} />;
  } else if ((query.isError && !query.isFetching) || (texts.isError && !texts.isFetching)) {
    const retry = () => void Promise.all([query.isError && query.refetch(), texts.isError && texts.refetch()]);
    body = <ContentError onRetry={retry} isRetrying={query.isFetching || texts.isFetching} />;
  } else body = <ContentSkeleton />;
  return <LegalLayout active={slug}>{body}</LegalLayout>;
}
