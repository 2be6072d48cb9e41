import type { LegalBody } from '../../legal-types.ts';

/** Cookie-Richtlinie (Artikel 82 des französischen Datenschutzgesetzes). */
export const cookies: LegalBody = {
  definition: [
    'Ein Cookie ist eine kleine Textdatei, die beim Besuch einer Website auf Ihrem Gerät (Computer, Telefon, Tablet) gespeichert wird. Diese Richtlinie gilt auch für gleichwertige Technologien wie den lokalen Speicher des Browsers. Gemäß Artikel 82 des französischen Datenschutzgesetzes werden Cookies, die für den Betrieb der Website nicht unbedingt erforderlich sind, nur mit Ihrer Einwilligung gesetzt.',
  ],
  necessaires: [
    'Sie sind immer aktiv, für den Betrieb der Website unverzichtbar und erfordern keine Einwilligung:',
    {
      list: [
        'od, od_analytic und od_marketing: Datum und Inhalt Ihrer Cookie-Auswahl;',
        'od_cart_id und od_cart_items (lokaler Speicher): der Inhalt Ihres Warenkorbs;',
        'od_language (lokaler Speicher und Cookie, 13 Monate): die von Ihnen gewählte Sprache, damit die Startseite in ihr öffnet;',
        'Anmelde-Token (lokaler Speicher): Ihre Sitzung, wenn Sie in Ihrem Konto angemeldet sind.',
      ],
    },
  ],
  'mesure-audience': [
    'Wir messen die Besuche der Website selbst, ohne Werkzeuge Dritter: aufgerufene Seiten, Herkunft der Besuche, Gerätetyp, Sprache und Bestellschritte. Diese Statistiken sind anonym: Weder IP-Adressen noch Kunden- oder Bestellkennungen werden gespeichert; sie werden weder mit anderen Verarbeitungen verknüpft noch an Dritte weitergegeben.',
    'Gemäß der Ausnahme der CNIL für die Reichweitenmessung verwenden sie ohne Ihre Einwilligung nur eine zufällige Besuchskennung, die im Tab gespeichert wird (od_visite, Sitzungsspeicher, beim Schließen gelöscht). Wenn Sie der Reichweitenmessung zustimmen (Auswahl „Analyse“), wird diese Kennung 30 Tage im Cookie od_session gespeichert, um einen wiederkehrenden Besuch zu erkennen. Lehnen Sie sie ab, wird sofort nichts mehr gemessen. Konten des Teams werden nie gemessen.',
    'Rohdaten werden 13 Monate aufbewahrt, zusammengefasste Statistiken 25 Monate.',
  ],
  marketing: [
    'Derzeit wird kein Marketing-Cookie gesetzt: Der Shop verwendet weder Werbenetzwerke noch Tracking-Pixel noch Plug-ins sozialer Netzwerke, und die Teilen-Links unserer Seiten sind einfache Links, die nichts setzen. Ihre Auswahl „Marketing“ wird lediglich gespeichert (Cookie od_marketing): Sollten wir eines Tages ein solches Werkzeug einsetzen, würde es nur mit Ihrer Einwilligung arbeiten, und diese Richtlinie würde vorher aktualisiert.',
  ],
  duree: [
    'Einwilligungspflichtige Cookies haben eine Lebensdauer von höchstens dreizehn (13) Monaten. Ihre Auswahl wird höchstens ebenso lange gespeichert; danach werden Sie erneut gefragt. Die von diesen Cookies erhobenen Informationen werden höchstens fünfundzwanzig Monate aufbewahrt.',
  ],
  choix: [
    'Bei Ihrem ersten Besuch können Sie über ein Banner die einwilligungspflichtigen Cookies Kategorie für Kategorie annehmen oder ablehnen, das eine so einfach wie das andere. Eine Ablehnung hindert Sie nicht daran, die Website zu nutzen oder zu bestellen.',
    'Sie können Ihre Wahl jederzeit ändern: über den Link „Cookies verwalten“ unten auf jeder Seite oder über die Schaltfläche unten. Sie können Ihren Browser auch so einstellen, dass er Cookies blockiert oder löscht; das Blockieren der notwendigen Cookies kann jedoch dazu führen, dass der Warenkorb nicht funktioniert.',
    { cookieSettings: true },
  ],
  contact: [
    'Bei Fragen zu Cookies oder zu Ihren Daten schreiben Sie an {{email}}. Ihre Rechte und die Möglichkeit, sich an die CNIL zu wenden, sind in unserer Datenschutzerklärung beschrieben.',
  ],
};
