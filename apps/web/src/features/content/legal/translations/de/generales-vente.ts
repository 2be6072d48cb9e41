import type { LegalBody } from '../../legal-types.ts';

/** Allgemeine Verkaufsbedingungen für Verbraucher. */
export const generalesVente: LegalBody = {
  objet: [
    'Diese Allgemeinen Verkaufsbedingungen („AVB“) regeln die Fernabsatzverkäufe kosmetischer Produkte im Online-Shop von Maison Orcaviar zwischen {{nom}} („der Verkäufer“) und jeder natürlichen Person, die als Verbraucher handelt („der Kunde“).',
    'Sie haben Vorrang vor allen anderen Dokumenten. Der Kunde erklärt, sie vor der Bestellung gelesen und durch Ankreuzen des dafür vorgesehenen Kästchens akzeptiert zu haben. Es gelten die am Tag der Bestellung gültigen AVB; sie können jederzeit heruntergeladen und ausgedruckt werden.',
  ],
  vendeur: [
    '{{nom}}, Stammkapital {{capital}}, {{rcs}}, SIRET {{siret}}, USt-IdNr. {{tva}}, mit Sitz in {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
    'Kundenservice: {{email}}, {{telephone}}, Montag bis Freitag von 9:30 bis 18 Uhr (außer an Feiertagen).',
  ],
  produits: [
    'Die angebotenen Produkte sind kosmetische Mittel gemäß der Verordnung (EG) Nr. 1223/2009 über kosmetische Mittel. Ihre wesentlichen Eigenschaften, ihre Zusammensetzung (INCI-Liste), ihr Inhalt und ihre Vorsichtsmaßnahmen für den Gebrauch sind auf jeder Produktseite und auf der Verpackung angegeben.',
    'Abbildungen dienen nur der Veranschaulichung und sind nicht vertragsgegenständlich. Wir empfehlen vor der ersten Anwendung einen Verträglichkeitstest in der Armbeuge, insbesondere bei empfindlicher oder reaktiver Haut.',
    'Die Angebote gelten, solange der Vorrat reicht. Der angezeigte Bestand wird in Echtzeit aktualisiert; sollte ein Produkt nach Ihrer Bestellung dennoch nicht mehr verfügbar sein, informieren wir Sie unverzüglich und erstatten Ihnen den Betrag für das betreffende Produkt spätestens vierzehn Tage nach der Zahlung.',
  ],
  prix: [
    'Die Preise sind in Euro einschließlich aller Steuern angegeben, inklusive der französischen Mehrwertsteuer zum geltenden Satz. Sie enthalten nicht die Versandkosten, die vor Abschluss der Bestellung angegeben und in der Bestellübersicht aufgeführt werden.',
    'Der Verkäufer kann seine Preise jederzeit ändern; die Produkte werden zu dem Preis berechnet, der bei Abschluss der Bestellung gilt. Ein durchgestrichener Preis entspricht dem niedrigsten Preis, den der Verkäufer in den dreißig Tagen vor der Ermäßigung verlangt hat.',
  ],
  commande: [
    'Der Kunde wählt die Produkte und ihre Größe aus, legt sie in den Warenkorb, prüft dessen Inhalt, gibt seine Liefer- und Rechnungsdaten an, wählt eine Versandart und akzeptiert diese AVB.',
    'Vor der Bestätigung kann der Kunde die Einzelheiten seiner Bestellung und den Gesamtpreis prüfen und etwaige Fehler korrigieren. Der Vertrag kommt zustande, wenn der Kunde auf die Schaltfläche „Zahlungspflichtig bestellen“ (oder eine gleichwertige Formulierung) klickt und seine Zahlung angenommen wird.',
    'Sobald die Bestellung bestätigt ist, erhält der Kunde eine E-Mail mit einer Zusammenfassung. Der Verkäufer archiviert Bestellungen ab 120 € zehn Jahre lang (Artikel L213-1 und D213-1 des französischen Verbrauchergesetzbuchs) und gewährt dem Kunden auf einfache Anfrage Zugang dazu.',
    'Der Verkäufer behält sich vor, eine ungewöhnliche oder in böser Absicht aufgegebene Bestellung abzulehnen sowie eine Bestellung eines Kunden, mit dem bereits ein Zahlungsstreit besteht.',
  ],
  paiement: [
    'Der Preis ist am Tag der Bestellung sofort und vollständig per Bankkarte (CB, Visa, Mastercard) zu zahlen. Die Zahlung wird von einem zugelassenen Zahlungsdienstleister über eine verschlüsselte Verbindung (TLS) und gegebenenfalls mit starker Authentifizierung (3-D Secure) abgewickelt.',
    'Die Kartendaten werden direkt auf der gesicherten Oberfläche des Dienstleisters eingegeben: Der Verkäufer hat zu keinem Zeitpunkt Zugriff darauf und speichert sie nicht. Das Konto des Kunden wird bei Abschluss der Bestellung belastet. Wird die Zahlungsautorisierung verweigert, wird die Bestellung storniert.',
  ],
  livraison: [
    'Die Produkte werden nach Frankreich (Festland) und in die bei der Bestellung angegebenen Länder der Europäischen Union an die vom Kunden angegebene Adresse geliefert, nach Hause oder an eine Abholstelle. Bearbeitungs- und Versandzeiten sind auf der Produktseite und vor Abschluss der Bestellung angegeben.',
    'Sofern bei der Bestellung keine andere Frist angegeben ist, liefert der Verkäufer spätestens dreißig (30) Tage nach Vertragsschluss (Artikel L216-1 des französischen Verbrauchergesetzbuchs). Andernfalls kann der Kunde, nachdem er den Verkäufer aufgefordert hat, innerhalb einer angemessenen Nachfrist zu liefern, per Einschreiben oder schriftlich auf einem anderen dauerhaften Datenträger vom Vertrag zurücktreten; er erhält dann spätestens vierzehn Tage danach eine Erstattung (Artikel L216-6 und L216-7).',
    'Die Gefahr des Verlusts oder der Beschädigung der Produkte geht auf den Kunden über, sobald er oder ein von ihm benannter Dritter die Produkte physisch in Besitz nimmt (Artikel L216-4). Bei einem beschädigten Paket wird der Kunde gebeten, gegenüber dem Zusteller Vorbehalte anzumelden und den Kundenservice zu benachrichtigen.',
  ],
  'reserve-de-propriete': [
    'Die Produkte bleiben bis zur vollständigen Bezahlung ihres Preises einschließlich der Versandkosten Eigentum des Verkäufers. Diese Klausel steht dem in Artikel 7 vorgesehenen Gefahrübergang nicht entgegen.',
  ],
  retractation: [
    'Der Kunde kann binnen vierzehn (14) Tagen ohne Angabe von Gründen widerrufen (Artikel L221-18 ff. des französischen Verbrauchergesetzbuchs). Die Frist läuft ab der Bestellung bis zum vierzehnten Tag nach der Lieferung des letzten Pakets; der Verkäufer kann eine längere Frist gewähren, die dann auf der Website angegeben ist. Hat der Zusteller kein Lieferdatum gemeldet, läuft die Frist ab dem Versand des Pakets, einem für den Kunden stets günstigeren Datum.',
    'Der Kunde kann online und ohne Kundenkonto über die Funktion „Vertrag hier widerrufen“ widerrufen, die während der gesamten Frist im Fußbereich jeder Seite der Website (Bestellnummer und E-Mail-Adresse der Bestellung), auf der Seite der Bestellung im Kundenbereich und in den E-Mails zur Bestellbestätigung und zum Versand erreichbar ist. Der Kunde gibt zunächst seinen Namen, die Bestellung, die betroffenen Produkte und Mengen sowie eine Kontakt-E-Mail-Adresse an und bestätigt seine Erklärung dann mit der Schaltfläche „Widerruf bestätigen“. Eine Eingangsbestätigung mit dem Inhalt der Erklärung sowie Datum und Uhrzeit (Pariser Zeit) des Widerrufs wird ihm unverzüglich per E-Mail übermittelt.',
    'Der Verkäufer erstattet die betroffenen Produkte spätestens vierzehn (14) Tage nach dem Widerruf; er kann die Erstattung verweigern, bis er die Produkte zurückerhalten hat oder bis der Kunde den Nachweis erbracht hat, dass er sie zurückgesandt hat. Die Erstattung erfolgt über das für die Bestellung verwendete Zahlungsmittel.',
    'Aus Hygienegründen versiegelte Produkte sind auf ihrer Produktseite als solche gekennzeichnet: Wurde die Versiegelung nach der Lieferung entfernt, können sie bei einem Widerruf zurückgewiesen werden (Artikel L221-28 Nr. 5 des französischen Verbrauchergesetzbuchs; Art. 16 Buchst. e der Richtlinie 2011/83/EU). Der Kunde kann außerdem online ein mangelhaftes Produkt oder einen falschen Artikel melden; diese Anfragen fallen unter die gesetzlichen Gewährleistungen nach Artikel 10.',
    'Wie die Produkte zurückgesandt werden, sowie das Musterformular sind auf der Seite „Widerruf und Rücksendungen“ beschrieben, die fester Bestandteil dieser AVB ist.',
  ],
  garanties: [
    'Unabhängig von jeder Kulanz haftet der Verkäufer im Rahmen der gesetzlichen Konformitätsgewährleistung (Artikel L217-3 ff. des französischen Verbrauchergesetzbuchs) und der Gewährleistung für verborgene Mängel (Artikel 1641 bis 1649 des französischen Zivilgesetzbuchs).',
    'Gesetzliche Konformitätsgewährleistung. Der Kunde hat ab Lieferung der Ware zwei Jahre Zeit, die gesetzliche Konformitätsgewährleistung geltend zu machen, wenn eine Vertragswidrigkeit auftritt. Innerhalb dieser Frist muss er nur das Bestehen der Vertragswidrigkeit nachweisen, nicht den Zeitpunkt ihres Auftretens. Die gesetzliche Konformitätsgewährleistung umfasst die Pflicht, alle Aktualisierungen bereitzustellen, die für die fortdauernde Vertragsmäßigkeit der Ware erforderlich sind.',
    'Sie gibt dem Kunden das Recht auf Reparatur oder Ersatz der Ware innerhalb von dreißig Tagen nach seinem Verlangen, kostenlos und ohne erhebliche Unannehmlichkeiten für ihn. Wird die Ware weder repariert noch ersetzt oder ist der Mangel so schwerwiegend, dass er eine sofortige Preisminderung oder die Vertragsauflösung rechtfertigt, kann der Kunde den Preis mindern und die Ware behalten oder den Vertrag beenden und gegen Rückgabe der Ware den vollen Preis erstattet bekommen (Artikel L217-9 bis L217-17).',
    'Ein Verkäufer, der die Geltendmachung der gesetzlichen Konformitätsgewährleistung in böser Absicht behindert, riskiert eine zivilrechtliche Geldbuße von bis zu 300.000 Euro, die auf bis zu 10 % seines durchschnittlichen Jahresumsatzes erhöht werden kann (Artikel L241-5 des französischen Verbrauchergesetzbuchs).',
    'Gewährleistung für verborgene Mängel. Der Kunde genießt außerdem die Gewährleistung für verborgene Mängel nach den Artikeln 1641 bis 1649 des französischen Zivilgesetzbuchs, zwei Jahre lang ab Entdeckung des Mangels. Diese Gewährleistung gibt ein Recht auf Preisminderung, wenn die Ware behalten wird, oder auf vollständige Erstattung gegen Rückgabe der Ware (Artikel 1644 des französischen Zivilgesetzbuchs).',
    'Um diese Rechte geltend zu machen, schreibt der Kunde an {{email}} und beschreibt den festgestellten Mangel, gegebenenfalls mit Fotos.',
  ],
  responsabilite: [
    'Der Verkäufer haftet nicht für Schäden, die aus einer Verwendung der Produkte entgegen ihrer Gebrauchsanweisung oder ihren Vorsichtsmaßnahmen entstehen, noch für die Nichterfüllung des Vertrags, die dem Kunden, dem unvorhersehbaren und unabwendbaren Handeln eines Dritten oder höherer Gewalt im Sinne von Artikel 1218 des französischen Zivilgesetzbuchs zuzurechnen ist.',
  ],
  reclamations: [
    'Beschwerden richten Sie an den Kundenservice per E-Mail an {{email}}, telefonisch unter {{telephone}} oder per Post an {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}}. Wir antworten innerhalb von acht Werktagen.',
  ],
  mediation: [
    'Gemäß den Artikeln L612-1 ff. des französischen Verbrauchergesetzbuchs kann der Kunde kostenlos die Verbraucherschlichtungsstelle anrufen, der der Verkäufer angehört, um einen Streit gütlich beizulegen, der mit dem Kundenservice nicht gelöst werden konnte:',
    {
      list: [
        'Médiateur des Soins et de la Parfumerie (MSP), 27 avenue de l’Opéra, 75001 Paris (Frankreich);',
        'Online-Antragsformular: https://www.mediateur-soins-parfumerie.example.',
      ],
    },
    'Die Schlichtungsstelle kann erst angerufen werden, nachdem eine vorherige schriftliche Beschwerde an den Verkäufer ohne zufriedenstellende Antwort geblieben ist, und zwar innerhalb eines Jahres nach dieser Beschwerde. Die Teilnahme an der Schlichtung ist freiwillig.',
  ],
  'donnees-personnelles': [
    'Die personenbezogenen Daten des Kunden werden vom Verkäufer zur Abwicklung seiner Bestellungen und zur Pflege der Kundenbeziehung verarbeitet, wie in der Datenschutzerklärung beschrieben. Der Kunde kann sich kostenlos in die französische Sperrliste gegen Telefonwerbung Bloctel (www.bloctel.gouv.fr) eintragen.',
  ],
  'droit-applicable': [
    'Diese AVB unterliegen französischem Recht. Diese Rechtswahl entzieht einem Kunden mit Wohnsitz in einem anderen Mitgliedstaat der Europäischen Union nicht den Schutz, den ihm die zwingenden Bestimmungen des Rechts seines Wohnsitzstaates gewähren.',
    'Kommt keine gütliche Einigung zustande, sind für Streitigkeiten die nach allgemeinem Recht zuständigen Gerichte zuständig; der Kunde als Verbraucher kann nach seiner Wahl das Gericht des Ortes anrufen, an dem er bei Vertragsschluss oder bei Eintritt des schädigenden Ereignisses wohnte (Artikel R631-3 des französischen Verbrauchergesetzbuchs).',
  ],
};
