import type { LegalBody } from '../../legal-types.ts';

/** Allgemeine Nutzungsbedingungen der Website. */
export const generalesUtilisations: LegalBody = {
  objet: [
    'Diese Allgemeinen Nutzungsbedingungen („ANB“) regeln den Zugang zur Website des Shops von Maison Orcaviar, herausgegeben von {{nom}}, und ihre Nutzung durch jeden Besucher („der Nutzer“). Mit dem Besuch der Website werden die geltenden ANB akzeptiert. Käufe unterliegen außerdem den Allgemeinen Verkaufsbedingungen.',
  ],
  acces: [
    'Die Website ist für jeden Nutzer mit Internetzugang kostenlos und von überall zugänglich; Verbindungs- und Gerätekosten trägt der Nutzer.',
    'Der Herausgeber bemüht sich um einen ununterbrochenen Zugang zur Website, ohne dazu verpflichtet zu sein. Der Zugang kann insbesondere für Wartungs- oder Aktualisierungsarbeiten oder bei höherer Gewalt unterbrochen werden, ohne dass der Herausgeber dafür haftet.',
  ],
  compte: [
    'Mit einem kostenlosen Konto kann der Nutzer seine Bestellungen verfolgen sowie seine Adressen und Einstellungen verwalten. Der Nutzer verpflichtet sich, zutreffende Angaben zu machen und sie aktuell zu halten.',
    'Seine Zugangsdaten sind persönlich und vertraulich: Er ist für ihre sichere Aufbewahrung und für jede Nutzung seines Kontos verantwortlich. Bei Verlust oder vermuteter missbräuchlicher Nutzung informiert er unverzüglich den Kundenservice unter {{email}} und ändert sein Passwort.',
    'Der Nutzer kann sein Konto jederzeit auf einfache Anfrage schließen. Der Herausgeber kann ein Konto bei einem schweren Verstoß gegen diese ANB nach vorheriger Information des Nutzers sperren oder schließen, außer in dringenden Fällen.',
  ],
  usages: [
    'Der Nutzer verpflichtet sich, die Website redlich und im Einklang mit den geltenden Gesetzen zu nutzen. Insbesondere unterlässt er es:',
    {
      list: [
        'den Betrieb oder die Sicherheit der Website zu beeinträchtigen oder zu versuchen, sich unbefugt Zugang zu ihren Systemen oder zu den Daten anderer Nutzer zu verschaffen;',
        'den Inhalt der Website systematisch mit automatisierten Mitteln auszulesen;',
        'rechtswidrige, beleidigende, verleumderische oder die Rechte Dritter verletzende Inhalte zu veröffentlichen, insbesondere in Bewertungen oder in Nachrichten an den Kundenservice;',
        'sich als eine andere Person auszugeben oder betrügerische Bestellungen aufzugeben.',
      ],
    },
  ],
  'propriete-intellectuelle': [
    'Die Marke, die Texte, Bilder, Videos und die Software der Website sind durch das Recht des geistigen Eigentums geschützt und gehören {{nom}} oder ihren Partnern. Der Nutzer hat ein rein persönliches, nicht kommerzielles Nutzungsrecht; jede andere Nutzung bedarf einer vorherigen schriftlichen Genehmigung.',
  ],
  contenus: [
    'Die auf der Website veröffentlichten Informationen und Schönheitstipps (Neuigkeiten, Anwendungshinweise, häufige Fragen) dienen nur der Orientierung. Sie ersetzen nicht den Rat einer medizinischen Fachkraft, insbesondere bei verletzter Haut, bekannter Allergie, Schwangerschaft oder Stillzeit.',
  ],
  liens: [
    'Die Website kann Links zu Websites Dritter enthalten, insbesondere zu sozialen Netzwerken, auf deren Inhalte der Herausgeber keinen Einfluss hat und für die er keine Haftung übernimmt. Links auf die Website sind erlaubt, sofern sie dem Ansehen des Hauses nicht schaden und die Website in einem eigenen Fenster öffnen, ohne sie in eine andere Website einzubetten.',
  ],
  responsabilite: [
    'Der Herausgeber setzt angemessene Mittel ein, um zutreffende und aktuelle Informationen bereitzustellen, kann jedoch nicht garantieren, dass sie frei von Fehlern oder Auslassungen sind. Er haftet nicht für Schäden, die aus einer Nutzung der Website entgegen diesen ANB, aus einer Unterbrechung des Dienstes oder aus dem Eindringen Dritter trotz der getroffenen Sicherheitsmaßnahmen entstehen.',
  ],
  modification: [
    'Der Herausgeber kann diese ANB jederzeit ändern, um sie an die Entwicklung der Website oder der Rechtslage anzupassen. Es gilt die am Tag des Besuchs auf der Website veröffentlichte Fassung; das Datum der letzten Aktualisierung steht oben auf der Seite.',
  ],
  'droit-applicable': [
    'Diese ANB unterliegen französischem Recht. Bei Streitigkeiten über ihre Auslegung oder Durchführung wird vor jeder Klage eine gütliche Lösung gesucht; gelingt dies nicht, sind die nach allgemeinem Recht zuständigen Gerichte zuständig.',
  ],
};
