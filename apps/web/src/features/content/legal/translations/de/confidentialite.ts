import type { LegalBody } from '../../legal-types.ts';

/** Datenschutzerklärung (DSGVO, Artikel 12 bis 22). */
export const confidentialite: LegalBody = {
  responsable: [
    'Verantwortlicher für die auf der Website erhobenen personenbezogenen Daten ist {{nom}}, {{adresse}}, {{code_postal}} {{ville}} ({{pays}}), {{rcs}}, vertreten durch {{directeur_publication}}.',
    'Bei Fragen zu Ihren Daten oder zur Ausübung Ihrer Rechte schreiben Sie an {{email}} mit dem Betreff „Personenbezogene Daten“ oder per Post an die obige Adresse.',
  ],
  donnees: [
    'Wir erheben nur die Daten, die für die nachstehend beschriebenen Zwecke erforderlich sind:',
    {
      list: [
        'Identität und Kontaktdaten: Anrede, Nachname, Vorname, E-Mail-Adresse, Telefonnummer, Liefer- und Rechnungsadressen;',
        'Kontodaten: Benutzerkennung, Passwort (verschlüsselt gespeichert), Sprache und Einstellungen zur Preisanzeige;',
        'Bestellungen: Produkte, Beträge, Verlauf, Austausch mit dem Kundenservice, Rücksendungen;',
        'Zahlung: Status und Referenz der Transaktion; Kartendaten werden ausschließlich von unserem Zahlungsdienstleister verarbeitet und uns niemals übermittelt;',
        'Nutzung der Website: Sitzungskennung, aufgerufene Seiten, Art des Geräts und des Browsers, Ihre Cookie-Auswahl.',
      ],
    },
  ],
  finalites: [
    'Jede Verarbeitung beruht auf einer der in Artikel 6 DSGVO vorgesehenen Rechtsgrundlagen:',
    {
      list: [
        'Abwicklung von Bestellungen, Zahlung, Lieferung, Rücksendungen und Kundenservice: Vertragserfüllung (Art. 6 Abs. 1 lit. b);',
        'Verwaltung des Kundenkontos: Vertragserfüllung (Art. 6 Abs. 1 lit. b);',
        'Rechnungsstellung und Buchhaltung: Erfüllung unserer rechtlichen Pflichten (Art. 6 Abs. 1 lit. c);',
        'Verhinderung von Zahlungsbetrug und Sicherheit der Website: berechtigtes Interesse am Schutz unserer Kunden und unseres Geschäfts (Art. 6 Abs. 1 lit. f);',
        'Versand des Newsletters und von Angeboten: Einwilligung (Art. 6 Abs. 1 lit. a) oder, für Produkte, die den bereits gekauften ähnlich sind, berechtigtes Interesse mit der Möglichkeit, bei jeder Sendung zu widersprechen (Artikel L34-5 des französischen Post- und Telekommunikationsgesetzbuchs);',
        'Reichweitenmessung und personalisierte Werbung: über das Cookie-Banner eingeholte Einwilligung (Art. 6 Abs. 1 lit. a);',
        'Bearbeitung von Beschwerden und Streitigkeiten: berechtigtes Interesse an der Verteidigung unserer Rechte (Art. 6 Abs. 1 lit. f).',
      ],
    },
  ],
  destinataires: [
    'Ihre Daten sind nur für die befugten Abteilungen von {{nom}} und für unsere Auftragsverarbeiter bestimmt, soweit es für deren Aufgabe erforderlich ist und auf Grundlage eines Vertrags nach Artikel 28 DSGVO: Hosting-Anbieter der Website ({{hebergeur}}), Zahlungsdienstleister, Versanddienstleister, E-Mail-Versanddienstleister. Wir verkaufen oder vermieten Ihre Daten niemals.',
    'Sie können an Behörden weitergegeben werden, wenn das Gesetz es verlangt.',
  ],
  transferts: [
    'Ihre Daten werden in der Europäischen Union gespeichert. Sollte ein Dienstleister aus einem Drittland darauf zugreifen, wäre diese Übermittlung durch einen Angemessenheitsbeschluss der Europäischen Kommission oder durch Standardvertragsklauseln abgesichert, von denen Sie auf Anfrage eine Kopie erhalten.',
  ],
  durees: [
    {
      list: [
        'Bestell- und Kundendaten: für die Dauer der Vertragsbeziehung, danach fünf Jahre entsprechend der allgemeinen Verjährungsfrist (Artikel 2224 des französischen Zivilgesetzbuchs);',
        'Rechnungen und Buchungsbelege: zehn Jahre ab Ende des Geschäftsjahres (Artikel L123-22 des französischen Handelsgesetzbuchs);',
        'Verträge ab 120 €: zehn Jahre (Artikel L213-1 des französischen Verbrauchergesetzbuchs);',
        'Kundenkonto: Löschung nach drei Jahren Inaktivität, nach vorheriger Benachrichtigung;',
        'Werbung: drei Jahre ab Ihrem letzten Kontakt mit uns oder bis zu Ihrer Abmeldung;',
        'Daten von Bankkartentransaktionen: für die Dauer der Transaktion, danach dreizehn Monate als Nachweis im Streitfall bei unserem Zahlungsdienstleister;',
        'einwilligungspflichtige Cookies und Tracker: höchstens dreizehn Monate; Ihre Auswahl wird ebenso lange gespeichert;',
        'technische Verbindungsprotokolle: ein Jahr.',
      ],
    },
  ],
  droits: [
    'Nach den Artikeln 15 bis 22 DSGVO haben Sie in Bezug auf Ihre Daten:',
    {
      list: [
        'ein Recht auf Auskunft, um zu erfahren, welche Daten wir über Sie speichern, und eine Kopie zu erhalten;',
        'ein Recht auf Berichtigung unrichtiger oder unvollständiger Daten;',
        'ein Recht auf Löschung in den in Artikel 17 vorgesehenen Fällen;',
        'ein Recht auf Einschränkung der Verarbeitung;',
        'ein Recht auf Übertragbarkeit der Daten, die Sie uns bereitgestellt haben, in einem strukturierten, gängigen Format;',
        'ein Widerspruchsrecht, jederzeit und ohne Begründung gegen Werbung sowie aus berechtigten Gründen gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen;',
        'das Recht, Ihre Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit früherer Verarbeitungen berührt wird;',
        'das Recht, Verfügungen über den Umgang mit Ihren Daten nach Ihrem Tod festzulegen (Artikel 85 des französischen Datenschutzgesetzes).',
      ],
    },
    'Um diese Rechte auszuüben, schreiben Sie an {{email}} oder an {{nom}}, {{adresse}}, {{code_postal}} {{ville}}. Wir antworten innerhalb eines Monats; diese Frist kann je nach Komplexität oder Anzahl der Anfragen um zwei Monate verlängert werden. Einen Identitätsnachweis verlangen wir nur bei begründeten Zweifeln an Ihrer Identität.',
  ],
  reclamation: [
    'Wenn Sie nach einer Kontaktaufnahme mit uns der Ansicht sind, dass Ihre Rechte nicht gewahrt werden, können Sie eine Beschwerde bei der französischen Datenschutzbehörde einreichen, der Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (Frankreich), oder online unter www.cnil.fr.',
  ],
  securite: [
    'Wir treffen geeignete technische und organisatorische Maßnahmen zum Schutz Ihrer Daten: verschlüsselte Übertragung (HTTPS), verschlüsselte Passwörter, Zugriff nur für befugte Personen, regelmäßige Sicherungen. Bei einer Verletzung des Schutzes Ihrer Daten, die ein Risiko für Ihre Rechte darstellt, melden wir diese der CNIL und benachrichtigen Sie gegebenenfalls.',
  ],
  'mise-a-jour': [
    'Diese Erklärung kann sich ändern; das Datum der letzten Aktualisierung steht oben auf der Seite. Bei wesentlichen Änderungen informieren wir Sie per E-Mail oder durch einen Hinweis auf der Website.',
  ],
};
