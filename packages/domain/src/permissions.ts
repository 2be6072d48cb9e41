import { z } from 'zod';
import { AccountContactSchema } from './contracts/auth.ts';
import { hasScope, SCOPES } from './scopes.ts';

/** What a permission is about: one area of the back office. */
export const PERMISSION_AREAS = [
  'commandes',
  'expeditions',
  'retours',
  'remboursements',
  'clients',
  'liens',
  'catalogue',
  'stocks',
  'marketing',
  'contenus',
  'traductions',
  'factures',
  'statistiques',
  'reglages',
  'equipe',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** What a permission lets one do in its area. */
export const PERMISSION_ACTIONS = ['lire', 'ecrire', 'supprimer', 'exporter'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** `area:action`, e.g. `expeditions:ecrire`: what the API checks and a refusal names. */
export type Permission = `${PermissionArea}:${PermissionAction}`;

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_AREAS.flatMap((area) =>
  PERMISSION_ACTIONS.map((action): Permission => `${area}:${action}`),
);

export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(value);

const every = (area: PermissionArea, ...actions: PermissionAction[]): Permission[] =>
  actions.map((action): Permission => `${area}:${action}`);

/**
 * The roles the shop ships with, as the major shops profile their staff. They cannot be edited;
 * the owner defines others in `ad/roles`. An ambassador manages their own payment links and clients
 * only: the routes they share with staff narrow every answer to the caller's own records.
 */
export const BUILT_IN_ROLES = {
  administrateur: ALL_PERMISSIONS,
  logistique: [
    ...every('commandes', 'lire'),
    ...every('expeditions', 'lire', 'ecrire'),
    ...every('retours', 'lire', 'ecrire'),
    ...every('stocks', 'lire', 'ecrire'),
    ...every('catalogue', 'lire'),
  ],
  service_client: [
    ...every('commandes', 'lire', 'ecrire'),
    ...every('expeditions', 'lire'),
    ...every('retours', 'lire', 'ecrire'),
    ...every('remboursements', 'lire', 'ecrire'),
    ...every('clients', 'lire', 'ecrire'),
    ...every('liens', 'lire', 'ecrire', 'supprimer'),
    ...every('catalogue', 'lire'),
  ],
  marketing: [
    ...every('catalogue', 'lire', 'ecrire'),
    ...every('marketing', 'lire', 'ecrire', 'supprimer'),
    ...every('contenus', 'lire', 'ecrire', 'supprimer'),
    ...every('statistiques', 'lire'),
  ],
  traducteur: [...every('traductions', 'lire', 'ecrire', 'supprimer'), ...every('catalogue', 'lire')],
  comptable: [
    ...every('factures', 'lire', 'exporter'),
    ...every('commandes', 'lire'),
    ...every('remboursements', 'lire'),
    ...every('statistiques', 'lire'),
  ],
  ambassadeur: [...every('liens', 'lire', 'ecrire', 'supprimer'), ...every('clients', 'lire', 'ecrire')],
} as const satisfies Record<string, readonly Permission[]>;
export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_CODES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];

export const isBuiltInRole = (code: string): code is BuiltInRole => Object.hasOwn(BUILT_IN_ROLES, code);

/**
 * What an account may do in the back office. Staff hold their role's permissions (a member of staff
 * without a role, as every one was before roles, is an administrator); an ambassador holds the
 * ambassador's; a customer none. `customPermissions` are those of the owner's role the account
 * holds, when it is not a built-in one.
 */
export function permissionsOf(account: {
  scopes: readonly string[];
  role: string | null;
  customPermissions: readonly string[] | null;
}): readonly Permission[] {
  if (hasScope(account.scopes, SCOPES.admin)) {
    if (account.role === null) return BUILT_IN_ROLES.administrateur;
    if (isBuiltInRole(account.role)) return BUILT_IN_ROLES[account.role];
    return (account.customPermissions ?? []).filter(isPermission);
  }
  if (hasScope(account.scopes, SCOPES.ambassadeur)) return BUILT_IN_ROLES.ambassadeur;
  return [];
}

/** The role an account holds, as the team list shows it (`null`: not staff). */
export function roleOf(account: { scopes: readonly string[]; role: string | null }): string | null {
  if (hasScope(account.scopes, SCOPES.admin)) return account.role ?? 'administrateur';
  return hasScope(account.scopes, SCOPES.ambassadeur) ? 'ambassadeur' : null;
}

/** The permission each method of an admin resource's generated routes needs, in the resource's area. */
export function resourcePermission(area: PermissionArea, method: string): Permission {
  if (method === 'GET' || method === 'HEAD') return `${area}:lire`;
  return method === 'DELETE' ? `${area}:supprimer` : `${area}:ecrire`;
}

/** The area of each admin resource (its `model`), for its generated routes and its screens. */
export const RESOURCE_AREAS: Readonly<Record<string, PermissionArea>> = {
  tags: 'catalogue',
  'principes-actifs': 'catalogue',
  produits: 'catalogue',
  gammes: 'catalogue',
  variantes: 'catalogue',
  conseils: 'catalogue',
  visuels: 'catalogue',
  avis: 'catalogue',
  'faqs-categories': 'contenus',
  faqs: 'contenus',
  articles: 'contenus',
  campagnes: 'marketing',
  abonnements: 'marketing',
  remises: 'marketing',
  entrepots: 'stocks',
  commandes: 'commandes',
  colis: 'expeditions',
  clients: 'clients',
  'adresses-clients': 'clients',
  'liens-paiement': 'liens',
  configurations: 'reglages',
  transporteurs: 'reglages',
  'methodes-livraisons': 'reglages',
  'methodes-paiements': 'reglages',
  pays: 'reglages',
  statuts: 'reglages',
  workflows: 'reglages',
  'workflows-etapes': 'reglages',
};

/** A role the owner defines: its name and what it may do. */
export const CustomRoleInputSchema = z.object({
  nom: z
    .string({ message: 'Nom requis.' })
    .trim()
    .min(1, 'Nom requis.')
    .max(60, 'Nom trop long (60 caractères au plus).'),
  permissions: z
    .array(z.string().refine(isPermission, 'Permission inconnue.'))
    .max(ALL_PERMISSIONS.length)
    .transform((list) => [...new Set(list)] as Permission[]),
});
export type CustomRoleInput = z.input<typeof CustomRoleInputSchema>;

/** A role as `ad/roles` lists it: a built-in one (named by its translation) or the owner's. */
export const RoleSchema = z.object({
  code: z.string(),
  /** The owner's name for their role; empty for a built-in one. */
  nom: z.string(),
  permissions: z.array(z.string()),
  integre: z.boolean(),
  /** How many accounts hold it. */
  membres: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

/** One member of staff in the team list. */
export const StaffMemberSchema = AccountContactSchema.extend({ role: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** PUT /api/equipe: gives the account with this address a role, or takes staff access away (`null`). */
export const StaffRoleChangeSchema = z.object({
  mail: z
    .string({ message: 'Adresse e-mail requise.' })
    .trim()
    .toLowerCase()
    .email('Adresse e-mail invalide.')
    .max(254),
  role: z.string().min(1).max(60).nullable(),
});
export type StaffRoleChange = z.input<typeof StaffRoleChangeSchema>;

/** GET /api/equipe/moi: the signed-in member of staff's role and permissions (the menu shows what they allow). */
export const StaffAccessSchema = z.object({ role: z.string().nullable(), permissions: z.array(z.string()) });
export type StaffAccess = z.infer<typeof StaffAccessSchema>;
