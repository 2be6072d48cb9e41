import type { LegalBody } from '../../legal-types.ts';

/** Widerruf, Rücksendungen und Erstattungen (französisches Verbrauchergesetzbuch, Artikel L221-18 ff.). */
export const retours: LegalBody = {
  'droit-de-retractation': [
    'Gemäß den Artikeln L221-18 ff. des französischen Verbrauchergesetzbuchs haben Sie vierzehn (14) Tage Zeit, Ihr Widerrufsrecht auszuüben, ohne Ihre Entscheidung begründen oder andere als die unten genannten Kosten tragen zu müssen.',
    'Die Frist beginnt an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Produkte in Besitz genommen haben. Bei einer Bestellung mehrerer Produkte, die getrennt geliefert werden, beginnt sie mit Erhalt des letzten Produkts. Endet die Frist an einem Samstag, Sonntag oder Feiertag, verlängert sie sich bis zum nächsten Werktag.',
  ],
  exceptions: [
    'Unsere Pflegeprodukte sind kosmetische Mittel. Nach Artikel L221-28 Nr. 5 des französischen Verbrauchergesetzbuchs besteht kein Widerrufsrecht für Produkte, die Sie nach der Lieferung entsiegelt haben und die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind.',
    'Konkret: Ein Produkt, dessen Versiegelung, Schutzfolie, Kappe oder Siegel geöffnet oder entfernt wurde, kann nicht mehr widerrufen werden. Ein unversehrtes Produkt in seiner Originalverpackung können Sie uns jederzeit zurücksenden.',
    'Diese Ausnahme nimmt einem mangelhaften oder vertragswidrigen Produkt niemals die gesetzlichen Gewährleistungsrechte, die in unseren Allgemeinen Verkaufsbedingungen beschrieben sind.',
  ],
  exercer: [
    'Teilen Sie uns vor Ablauf der vierzehntägigen Frist Ihre Entscheidung mittels einer eindeutigen Erklärung mit und geben Sie dabei Ihren Namen, Ihre Bestellnummer und die betreffenden Produkte an:',
    {
      list: [
        'online und ohne Kundenkonto über die Funktion „Vertrag hier widerrufen“ im Fußbereich der Website (Bestellnummer und E-Mail-Adresse der Bestellung), auf der Seite der Bestellung in Ihrem Kundenbereich oder aus unseren Bestell- und Versandbestätigungen: Sie erhalten sofort eine Eingangsbestätigung mit Datum und Uhrzeit;',
        'per E-Mail an {{email}};',
        'per Post an {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}};',
        'oder mit dem unten auf dieser Seite abgedruckten Widerrufsformular, das Sie jedoch nicht verwenden müssen.',
      ],
    },
    'Wir bestätigen Ihnen den Eingang Ihres Widerrufs unverzüglich per E-Mail. Sie müssen nachweisen, dass Sie Ihr Recht fristgerecht ausgeübt haben; eine E-Mail genügt als Nachweis.',
  ],
  renvoi: [
    'Sie senden die Produkte spätestens vierzehn (14) Tage, nachdem Sie uns Ihre Entscheidung mitgeteilt haben (Artikel L221-23 des französischen Verbrauchergesetzbuchs), an folgende Adresse zurück: {{nom}}, Service retours, {{adresse}}, {{code_postal}} {{ville}}, {{pays}}.',
    'Die Produkte reisen sorgfältig geschützt in ihrer Originalverpackung, zusammen mit einer Kopie der Rechnung oder der Bestellnummer. Die Kosten der Rücksendung tragen Sie, es sei denn, das erhaltene Produkt ist mangelhaft, beschädigt oder entspricht nicht Ihrer Bestellung: In diesem Fall senden wir Ihnen ein frankiertes Rücksendeetikett.',
    'Sie haften nur für einen Wertverlust der Produkte, der auf einen Umgang zurückzuführen ist, der zur Prüfung ihrer Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendig war.',
  ],
  remboursement: [
    'Wir erstatten Ihnen alle Zahlungen, die wir erhalten haben, einschließlich der ursprünglichen Lieferkosten (bis zur Höhe der günstigsten von uns angebotenen Standardlieferung), spätestens vierzehn (14) Tage ab dem Tag, an dem wir über Ihren Widerruf informiert wurden (Artikel L221-24 des französischen Verbrauchergesetzbuchs).',
    'Wir können die Erstattung verweigern, bis wir die Produkte zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie sie zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
    'Für die Erstattung verwenden wir dasselbe Zahlungsmittel, das Sie bei der Bestellung eingesetzt haben, es sei denn, Sie haben ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen dafür Entgelte berechnet. Bei einem teilweisen Widerruf werden nur die zurückgesandten Produkte erstattet.',
  ],
  'produit-abime': [
    'Kommt Ihr Paket beschädigt an, melden Sie nach Möglichkeit bei der Zustellung genaue Vorbehalte beim Zusteller an und schreiben Sie uns dann so bald wie möglich mit Fotos an {{email}}. Wir bieten Ihnen dann den Ersatz des Produkts oder die Erstattung an, Rücksendekosten inbegriffen.',
    'In jedem Fall genießen Sie die gesetzliche Konformitätsgewährleistung (Artikel L217-3 ff. des französischen Verbrauchergesetzbuchs) und die Gewährleistung für verborgene Mängel (Artikel 1641 ff. des französischen Zivilgesetzbuchs), die in unseren Allgemeinen Verkaufsbedingungen beschrieben sind.',
  ],
  formulaire: [
    'Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück (Anhang zu Artikel R221-1 des französischen Verbrauchergesetzbuchs).',
    {
      list: [
        'An {{nom}}, {{adresse}}, {{code_postal}} {{ville}}, {{email}}:',
        'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren: …',
        'Bestellt am … / erhalten am …; Bestellnummer: …',
        'Name des Verbrauchers: …; Anschrift des Verbrauchers: …',
        'Unterschrift des Verbrauchers (nur bei Mitteilung auf Papier): …',
        'Datum: …',
      ],
    },
  ],
};
