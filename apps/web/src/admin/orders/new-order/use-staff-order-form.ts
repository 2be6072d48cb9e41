import { zodResolver } from '@hookform/resolvers/zod';
import { StaffOrderInputSchema, type StaffOrderInput, type StaffVariant } from '@boutique/domain';
import { useEffect, useRef } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react.tsx';

export type StaffOrderForm = UseFormReturn<StaffOrderInput>;

export const NEW_ADDRESS = {
  type: 'nouvelle' as const,
  prenom: '',
  nom: '',
  ligne1: '',
  code_postal: '',
  ville: '',
  pays: 'FR',
  tel: '',
};

/**
 * The staff order's form on the shared `StaffOrderInputSchema`, then the live stock of the variants
 * seen so far (`known`): more than is available is refused before sending.
 */
export function useStaffOrderForm(known: Record<number, StaffVariant>) {
  const { t } = useTranslation();
  // The variants' stock as last seen, read by the resolver (kept current after each render).
  const knownRef = useRef(known);
  useEffect(() => {
    knownRef.current = known;
  }, [known]);
  const resolver: Resolver<StaffOrderInput> = async (input, context, options) => {
    const result = await (zodResolver(StaffOrderInputSchema) as unknown as Resolver<StaffOrderInput>)(
      input,
      context,
      options,
    );
    const tooMany: { qtt?: FieldError }[] = [];
    input.lignes.forEach((line, index) => {
      const stock = knownRef.current[line.declinaison_id]?.stock;
      if (stock !== null && stock !== undefined && line.qtt > stock) {
        tooMany[index] = { qtt: { type: 'stock', message: t('admin.nouvelle_commande.trop', { count: stock }) } };
      }
    });
    if (tooMany.length === 0) return result;
    return { values: {}, errors: { ...result.errors, lignes: tooMany } as FieldErrors<StaffOrderInput> };
  };
  return useForm<StaffOrderInput>({
    resolver,
    defaultValues: {
      client: { type: 'existant', id: 0 },
      lignes: [],
      adresse: { type: 'existante', id: 0 },
      livraison: null,
      point_relais: null,
      code: '',
      paiement: { mode: 'lien', canal: 'mail' },
    },
  });
}

/**
 * A new customer's name is the new address's name until staff type another there. Returns the
 * reset to call when a new customer is started.
 */
export function useNameMirror(form: StaffOrderForm) {
  const { control, setValue } = form;
  const values = useWatch({ control }) as StaffOrderInput;
  const newName = values.client?.type === 'nouveau' ? values.client : null;
  const typedPrenom = newName ? (newName.prenom ?? '') : null;
  const typedNom = newName ? (newName.nom ?? '') : null;
  const mirrored = useRef({ prenom: '', nom: '' });
  useEffect(() => {
    if (typedPrenom === null || typedNom === null || values.adresse?.type !== 'nouvelle') return;
    const typed = { prenom: typedPrenom, nom: typedNom };
    for (const part of ['prenom', 'nom'] as const) {
      const shown = values.adresse[part] ?? '';
      if (typed[part] !== mirrored.current[part] && shown === mirrored.current[part]) {
        setValue(`adresse.${part}`, typed[part]);
      }
      mirrored.current[part] = typed[part];
    }
  }, [typedPrenom, typedNom, values.adresse, setValue]);
  return () => {
    mirrored.current = { prenom: '', nom: '' };
  };
}
