import {
  HOME_RITUAL_MAX_PRODUCTS,
  imageUrl,
  type HeroZone,
  type HomeRitual,
  type HomeRitualKey,
} from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { placeZone } from '../../features/catalogue/lib/hero-zones.ts';
import { useProductOptions } from '../catalogue/produits/catalogue-options.ts';
import { pageQueryOptions } from '../kit/resource-api.ts';
import type { Option } from '../kit/types.ts';
import { TextInput, useFieldErrors, type TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';
import kit from '../kit/kit.module.css';
import hero from '../../features/catalogue/components/home-hero.module.css';
import local from './settings.module.css';

/** The rituals' titles, the same texts the home page shows. */
const RITUAL_TITLES: Record<HomeRitualKey, string> = {
  mousses: 'accueil.rituels.mousses.titre',
  cremes: 'accueil.rituels.cremes.titre',
  serum: 'accueil.rituels.serum.titre',
  cheveux: 'accueil.rituels.cheveux.titre',
};

/** The pictures as choices (the newest first), each named by its number and description. */
function useVisuelOptions(): Option[] {
  const { t } = useTranslation();
  const visuels = useQuery(
    pageQueryOptions('visuels', new URLSearchParams({ limit: '200', sort: 'id', order: 'desc' })),
  );
  return (visuels.data?.datas ?? []).map((visuel) => ({
    value: String(visuel.id),
    label: t('admin.reglages.visuel_option', { id: visuel.id, alt: String(visuel.alt ?? '') }),
  }));
}

/** A product's name among the choices, or its number when it is not listed. */
const nameOf = (options: readonly Option[], id: number, fallback: string) =>
  options.find((option) => option.value === String(id))?.label ?? fallback;

/**
 * The home page: the opening picture and the product each of its zones opens, the partner band's
 * picture and clip, and each ritual's products, all chosen from lists, with a preview of the hero.
 */
export function AccueilFields({ form }: { form: TopicFormApi }) {
  const { t } = useTranslation();
  const errors = useFieldErrors(form);
  const visuels = useVisuelOptions();
  const produits = useProductOptions(null);
  const zones = (useWatch({ control: form.control, name: 'hero_zones' }) ?? []) as HeroZone[];
  const rituels = (useWatch({ control: form.control, name: 'rituels' }) ?? []) as HomeRitual[];
  const visuelId = useWatch({ control: form.control, name: 'hero_visuel_id' }) as number | null;
  const unknown = (id: number) => t('admin.reglages.produit_inconnu', { id });

  const visuelSelect = (name: 'hero_visuel_id' | 'video_poster_id', label: string) => (
    <RecordSelect
      form={form}
      name={name}
      label={label}
      options={visuels}
      nameOf={(id) => t('admin.reglages.visuel_option', { id, alt: '' })}
      none={t('admin.reglages.aucun_visuel')}
    />
  );

  return (
    <>
      <fieldset className={kit.section}>
        <legend className={kit.sectionTitle}>{t('admin.reglages.zones_titre')}</legend>
        <div className={styles.linkForm}>{visuelSelect('hero_visuel_id', t('admin.reglages.champs.hero_visuel'))}</div>
        <p className={styles.muted}>
          {zones.length === 0 ? t('admin.reglages.aucune_zone') : t('admin.reglages.aides.hero_zones')}
        </p>
        <div className={styles.linkForm}>
          {zones.map((_zone, index) => (
            <RecordSelect
              key={index}
              form={form}
              name={`hero_zones.${index}.produit_id`}
              label={t('admin.reglages.champs.zone_produit', { numero: index + 1 })}
              options={produits}
              nameOf={unknown}
            />
          ))}
        </div>
        <HeroPreview visuelId={visuelId} zones={zones} names={(id) => nameOf(produits, id, unknown(id))} />
      </fieldset>

      <fieldset className={kit.section}>
        <legend className={kit.sectionTitle}>{t('admin.reglages.rituels_titre')}</legend>
        <p className={styles.muted}>{t('admin.reglages.aides.rituels', { max: HOME_RITUAL_MAX_PRODUCTS })}</p>
        {rituels.map((rituel, index) => (
          <Controller
            key={rituel.cle}
            control={form.control}
            name={`rituels.${index}.produit_ids`}
            render={({ field }) => (
              <ProductPicker
                title={t(RITUAL_TITLES[rituel.cle])}
                value={(field.value ?? []) as number[]}
                onChange={field.onChange}
                options={produits}
                unknown={unknown}
                errors={errors(`rituels.${index}.produit_ids`)}
              />
            )}
          />
        ))}
      </fieldset>

      <fieldset className={kit.section}>
        <legend className={kit.sectionTitle}>{t('admin.reglages.champs.video')}</legend>
        <div className={styles.linkForm}>
          {visuelSelect('video_poster_id', t('admin.reglages.champs.video_poster'))}
          <TextInput
            form={form}
            name="video"
            label={t('admin.reglages.champs.video')}
            hint={t('admin.reglages.aides.video')}
          />
        </div>
      </fieldset>
    </>
  );
}

/**
 * A record chosen by its id from a list, the current one kept even when the list does not hold it
 * (yet); `none` offers no record at all (null).
 */
function RecordSelect(props: {
  form: TopicFormApi;
  name: string;
  label: string;
  options: readonly Option[];
  nameOf: (id: number) => string;
  none?: string;
}) {
  const errors = useFieldErrors(props.form);
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <FormField label={props.label} errors={errors(props.name)}>
          {(control) => (
            <select
              {...control}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              className={`${styles.input} ${local.select}`}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
            >
              {props.none === undefined ? null : <option value="">{props.none}</option>}
              {withCurrent(props.options, field.value, props.nameOf).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    />
  );
}

/** The choices, with the current value kept even when the list does not hold it (yet). */
function withCurrent(options: readonly Option[], value: unknown, label: (id: number) => string): Option[] {
  if (typeof value !== 'number' || options.some((option) => option.value === String(value))) return [...options];
  return [{ value: String(value), label: label(value) }, ...options];
}

/** A ritual's products in their order: each can move up or go, and one more is added from the list. */
function ProductPicker(props: {
  title: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  options: readonly Option[];
  unknown: (id: number) => string;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState('');
  const choices = props.options.filter((option) => !props.value.includes(Number(option.value)));
  const full = props.value.length >= HOME_RITUAL_MAX_PRODUCTS;
  const move = (index: number) => {
    const ids = [...props.value];
    [ids[index - 1], ids[index]] = [ids[index]!, ids[index - 1]!];
    props.onChange(ids);
  };
  return (
    <div className={kit.section}>
      <h3 className={kit.sectionTitle}>{props.title}</h3>
      <ol className={local.products}>
        {props.value.map((id, index) => {
          const name = nameOf(props.options, id, props.unknown(id));
          return (
            <li key={id} className={local.product}>
              <span>{name}</span>
              {index > 0 && (
                <button
                  type="button"
                  className={styles.buttonSmall}
                  aria-label={t('admin.reglages.monter', { produit: name })}
                  onClick={() => move(index)}
                >
                  {t('admin.reglages.monter_court')}
                </button>
              )}
              <button
                type="button"
                className={styles.buttonSmall}
                aria-label={t('admin.reglages.retirer', { produit: name })}
                onClick={() => props.onChange(props.value.filter((other) => other !== id))}
              >
                {t('admin.reglages.retirer_court')}
              </button>
            </li>
          );
        })}
      </ol>
      <div className={local.adder}>
        <FormField label={t('admin.reglages.ajouter_produit', { rituel: props.title })} errors={props.errors}>
          {(control) => (
            <select
              {...control}
              className={`${styles.input} ${local.select}`}
              value={adding}
              disabled={full}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">—</option>
              {choices.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button
          type="button"
          className={styles.buttonSmall}
          disabled={full || adding === ''}
          onClick={() => {
            props.onChange([...props.value, Number(adding)]);
            setAdding('');
          }}
        >
          {t('admin.reglages.ajouter')}
        </button>
      </div>
    </div>
  );
}

/** The hero as the home page will draw it: the chosen picture, each zone named by its product. */
function HeroPreview(props: { visuelId: number | null; zones: readonly HeroZone[]; names: (id: number) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reglages-apercu">
      <h3 id="reglages-apercu" className={kit.sectionTitle}>
        {t('admin.reglages.apercu')}
      </h3>
      {props.visuelId === null ? (
        <p className={styles.muted}>{t('admin.reglages.apercu_vide')}</p>
      ) : (
        <figure className={local.preview}>
          <img src={imageUrl('visuel', props.visuelId, 640, 'jpg')} alt="" width={640} height={360} />
          {props.zones.map((zone, index) => (
            <span key={index} ref={(element) => placeZone(element, zone)} className={`${hero.zoneBox} ${local.zone}`}>
              <span>
                {t('admin.reglages.apercu_zone', { numero: index + 1, produit: props.names(zone.produit_id) })}
              </span>
            </span>
          ))}
        </figure>
      )}
    </section>
  );
}
