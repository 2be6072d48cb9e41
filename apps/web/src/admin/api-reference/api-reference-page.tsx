import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { downloadText } from '../kit/download.ts';
import { QueryError } from '../kit/query-error.tsx';
import { apiDocumentOptions, groupCalls, type ApiCall } from './api-document.ts';
import { SchemaView } from './schema-view.tsx';
import styles from '../admin.module.css';
import kit from '../kit/kit.module.css';
import reference from './api-reference.module.css';
import { SearchBox } from '../kit/search-box.tsx';

/** One call, folded to its method and path; unfolded, what it takes and what it answers. */
function CallDetails({ call }: { call: ApiCall }) {
  const { t } = useTranslation();
  return (
    <details className={reference.call}>
      <summary>
        <span className={reference.method}>{call.method}</span>
        <code>{call.path}</code>
        {call.description && <span className={styles.muted}>{call.description}</span>}
      </summary>
      {call.parameters.length > 0 && (
        <>
          <h3>{t('admin.api.parametres')}</h3>
          <SchemaView
            schema={{
              type: 'object',
              properties: Object.fromEntries(
                call.parameters.map((parameter) => [parameter.name, parameter.schema ?? {}]),
              ),
              required: call.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
            }}
          />
        </>
      )}
      {call.body && (
        <>
          <h3>{t('admin.api.corps')}</h3>
          <SchemaView schema={call.body} />
        </>
      )}
      {call.answers.map((answer) => (
        <div key={answer.status}>
          <h3>{t('admin.api.reponse', { statut: answer.status })}</h3>
          {answer.schema ? <SchemaView schema={answer.schema} /> : <p className={styles.muted}>—</p>}
        </div>
      ))}
    </details>
  );
}

/**
 * /:lang/ad/api: the shop's API as its OpenAPI document describes it (generated from the routes'
 * schemas), grouped by resource, filtered by method or path, and downloadable for other tools.
 */
export function ApiReferencePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.api.titre'));
  const document = useQuery(apiDocumentOptions());
  const [filter, setFilter] = useState('');
  const groups = document.data ? groupCalls(document.data, filter) : [];
  return (
    <div className={styles.page}>
      <div className={kit.titleBar}>
        <h1 className={styles.pageTitle}>{t('admin.api.titre')}</h1>
        {document.data && (
          <button
            type="button"
            className={styles.buttonSmall}
            onClick={() => downloadText('openapi.json', JSON.stringify(document.data, null, 2), 'application/json')}
          >
            {t('admin.api.telecharger')}
          </button>
        )}
      </div>
      <section className={styles.panel} aria-label={t('admin.api.titre')}>
        {document.error ? (
          <QueryError error={document.error} />
        ) : !document.data ? (
          <p role="status" className={styles.muted}>
            {t('admin.api.chargement')}
          </p>
        ) : (
          <>
            <p>{t('admin.api.intro', { version: document.data.info.version })}</p>
            <SearchBox label={t('admin.api.filtre')} value={filter} onChange={setFilter} />
            <p role="status" className={styles.muted}>
              {t('admin.api.nombre', { count: groups.reduce((total, [, calls]) => total + calls.length, 0) })}
            </p>
            {groups.map(([group, calls]) => (
              <section key={group} className={reference.group} aria-labelledby={`api-${group}`}>
                <h2 id={`api-${group}`}>{group}</h2>
                {calls.map((call) => (
                  <CallDetails key={`${call.method} ${call.path}`} call={call} />
                ))}
              </section>
            ))}
          </>
        )}
      </section>
    </div>
  );
}
