import type { LegalBody } from '../../legal-types.ts';

/** Impressum (französisches Gesetz Nr. 2004-575 vom 21. Juni 2004 über das Vertrauen in die digitale Wirtschaft). */
export const mentionsLegales: LegalBody = {
  editeur: [
    'Diese Website, der Shop von Maison Orcaviar, wird herausgegeben von {{nom}}, einer vereinfachten Aktiengesellschaft französischen Rechts (société par actions simplifiée) mit einem Stammkapital von {{capital}} und Sitz in {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
    { identity: true },
  ],
  'directeur-publication': [
    'Verantwortlich für den Inhalt ist {{directeur_publication}} als gesetzliche Vertretung von {{nom}}, erreichbar unter {{email}} oder {{telephone}}.',
  ],
  hebergeur: ['Die Website wird gehostet von {{hebergeur}}.'],
  'propriete-intellectuelle': [
    'Sämtliche Bestandteile der Website (Marke Maison Orcaviar, Logos, Texte, Fotografien, Illustrationen, Videos, Gestaltung, Code) sind ausschließliches Eigentum von {{nom}} oder ihrer Partner und durch das französische Gesetzbuch über geistiges Eigentum geschützt. Jede vollständige oder teilweise Vervielfältigung, Darstellung, Bearbeitung oder Verwertung ohne vorherige schriftliche Genehmigung ist untersagt und stellt eine nach Artikel L335-2 ff. dieses Gesetzbuchs strafbare Rechtsverletzung dar.',
  ],
  'donnees-personnelles': [
    'Die Verarbeitung personenbezogener Daten auf der Website ist in unserer Datenschutzerklärung beschrieben, der Einsatz von Cookies in unserer Cookie-Richtlinie. Ihre Auswahl können Sie jederzeit über den Link „Cookies verwalten“ unten auf jeder Seite ändern.',
  ],
  contact: [
    'Bei Fragen zur Website: {{email}}, {{telephone}} (Montag bis Freitag, 9:30 bis 18 Uhr, außer an französischen Feiertagen) oder per Post an {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
  ],
};
