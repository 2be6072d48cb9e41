import type { DemoCatalogue } from './demo-types.ts';

/**
 * Catalogue of Maison Orcaviar: ranges, tags, active ingredients, products, FAQ, news and the
 * company identity. Prices are tax-free cents; the TTC price in each comment is round(prix_ht × 1.20).
 */
export const demoCatalogue: DemoCatalogue = {
  // ---------------------------------------------------------------------------------------------
  // Tags: one 'gamme' tag per range (same label as the range), then the tags shown on products
  // ---------------------------------------------------------------------------------------------
  tags: [
    { key: 'caviar-essentiel', label: 'Caviar Essentiel', type: 'gamme' },
    { key: 'caviar-absolu', label: 'Caviar Absolu', type: 'gamme' },
    { key: 'caviar-capillaire', label: 'Caviar Capillaire', type: 'gamme' },
    { key: 'caviar-corps', label: 'Caviar Corps', type: 'gamme' },
    {
      key: 'sans-parfum',
      label: 'Sans parfum',
      type: 'tag',
      traductions: { en: { label: 'Fragrance-free' }, es: { label: 'Sin perfume' }, de: { label: 'Parfümfrei' } },
    },
    {
      key: 'peaux-sensibles',
      label: 'Peaux sensibles',
      type: 'tag',
      traductions: {
        en: { label: 'Sensitive skin' },
        es: { label: 'Pieles sensibles' },
        de: { label: 'Empfindliche Haut' },
      },
    },
    {
      key: 'anti-age',
      label: 'Anti-âge',
      type: 'tag',
      traductions: { en: { label: 'Anti-ageing' }, es: { label: 'Antiedad' }, de: { label: 'Anti-Aging' } },
    },
    {
      key: 'hydratation',
      label: 'Hydratation',
      type: 'tag',
      traductions: { en: { label: 'Hydration' }, es: { label: 'Hidratación' }, de: { label: 'Feuchtigkeit' } },
    },
    {
      key: 'eclat',
      label: 'Éclat',
      type: 'tag',
      traductions: { en: { label: 'Radiance' }, es: { label: 'Luminosidad' }, de: { label: 'Strahlkraft' } },
    },
    {
      key: 'nutrition',
      label: 'Nutrition',
      type: 'tag',
      traductions: { en: { label: 'Nourishing' }, es: { label: 'Nutrición' }, de: { label: 'Nährend' } },
    },
    {
      key: 'cheveux-abimes',
      label: 'Cheveux abîmés',
      type: 'tag',
      traductions: {
        en: { label: 'Damaged hair' },
        es: { label: 'Cabello dañado' },
        de: { label: 'Strapaziertes Haar' },
      },
    },
    {
      key: 'sans-sulfate',
      label: 'Sans sulfate',
      type: 'tag',
      traductions: { en: { label: 'Sulphate-free' }, es: { label: 'Sin sulfatos' }, de: { label: 'Sulfatfrei' } },
    },
    {
      key: 'fabrique-en-france',
      label: 'Fabriqué en France',
      type: 'tag',
      traductions: {
        en: { label: 'Made in France' },
        es: { label: 'Fabricado en Francia' },
        de: { label: 'Hergestellt in Frankreich' },
      },
    },
  ],

  // ---------------------------------------------------------------------------------------------
  // Ranges (gammes)
  // ---------------------------------------------------------------------------------------------
  gammes: [
    { key: 'essentiel', tag: 'caviar-essentiel', couleur: '#1E2A47', ordre: 1 }, // deep navy: cleansing
    { key: 'absolu', tag: 'caviar-absolu', couleur: '#1C1A17', ordre: 2 }, // black and gold: face care
    { key: 'capillaire', tag: 'caviar-capillaire', couleur: '#4B2A43', ordre: 3 }, // plum: hair
    { key: 'corps', tag: 'caviar-corps', couleur: '#CDB48E', ordre: 4 }, // champagne: body
  ],

  // ---------------------------------------------------------------------------------------------
  // Active ingredients (principes actifs)
  // ---------------------------------------------------------------------------------------------
  principes: [
    {
      key: 'caviar',
      ordre: 1,
      label: 'Extrait de caviar',
      accroche: 'Le cœur de chaque formule Orcaviar.',
      texte:
        'Issu d’esturgeons élevés en Nouvelle-Aquitaine, notre extrait de caviar est obtenu par une extraction douce qui préserve ses lipides, ses acides aminés et ses oligo-éléments. Riche en acides gras oméga-3 et en phospholipides, il nourrit la peau comme la fibre capillaire et aide à préserver leur barrière naturelle. Au fil des jours, l’épiderme paraît plus souple, plus lisse et plus confortable. Nous ne l’utilisons qu’issu d’élevages engagés dans une démarche durable.',
      artwork: { kind: 'ingredient', motif: 'caviar', colour: '#1E2A47' },
      traductions: {
        en: {
          label: 'Caviar extract',
          accroche: 'The heart of every Orcaviar formula.',
          texte:
            'Sourced from sturgeon farmed in Nouvelle-Aquitaine, our caviar extract is obtained through a gentle process that preserves its lipids, amino acids and trace elements. Rich in omega-3 fatty acids and phospholipids, it nourishes both skin and hair fibre and helps preserve their natural barrier. Day after day, the skin looks suppler, smoother and feels more comfortable. We only use caviar from farms committed to sustainable practices.',
        },
        es: {
          label: 'Extracto de caviar',
          accroche: 'El corazón de cada fórmula Orcaviar.',
          texte:
            'Procedente de esturiones criados en Nueva Aquitania, nuestro extracto de caviar se obtiene mediante una extracción suave que preserva sus lípidos, aminoácidos y oligoelementos. Rico en ácidos grasos omega-3 y fosfolípidos, nutre tanto la piel como la fibra capilar y ayuda a preservar su barrera natural. Día tras día, la piel luce más flexible, más lisa y más confortable. Solo lo utilizamos procedente de criaderos comprometidos con prácticas sostenibles.',
        },
        de: {
          label: 'Kaviarextrakt',
          accroche: 'Das Herzstück jeder Orcaviar-Formel.',
          texte:
            'Unser Kaviarextrakt stammt von Stören aus Zuchtbetrieben in Nouvelle-Aquitaine und wird durch ein schonendes Verfahren gewonnen, das seine Lipide, Aminosäuren und Spurenelemente bewahrt. Reich an Omega-3-Fettsäuren und Phospholipiden nährt er Haut und Haarfaser gleichermaßen und hilft, ihre natürliche Barriere zu erhalten. Tag für Tag wirkt die Haut geschmeidiger, glatter und fühlt sich wohler an. Wir verwenden ausschließlich Kaviar aus nachhaltig arbeitenden Zuchtbetrieben.',
        },
      },
    },
    {
      key: 'or',
      ordre: 2,
      label: 'Or 24 carats',
      accroche: 'Un voile de lumière sur le teint.',
      texte:
        'Employé sous forme colloïdale, l’or 24 carats se dépose en particules infiniment fines à la surface de la peau. Il capte et réfléchit la lumière pour un teint immédiatement plus lumineux et plus uniforme. Parfaitement inerte, il est très bien toléré, y compris par les peaux délicates. Il signe l’éclat caractéristique des soins Caviar Absolu.',
      artwork: { kind: 'ingredient', motif: 'gold', colour: '#C9A46A' },
      traductions: {
        en: {
          label: '24-carat gold',
          accroche: 'A veil of light on the complexion.',
          texte:
            'Used in colloidal form, 24-carat gold settles as infinitely fine particles on the surface of the skin. It captures and reflects light for a complexion that instantly looks brighter and more even. Perfectly inert, it is very well tolerated, even by delicate skin. It is the signature of the radiance of the Caviar Absolu range.',
        },
        es: {
          label: 'Oro de 24 quilates',
          accroche: 'Un velo de luz sobre la tez.',
          texte:
            'Utilizado en forma coloidal, el oro de 24 quilates se deposita en partículas infinitamente finas sobre la superficie de la piel. Capta y refleja la luz para una tez al instante más luminosa y uniforme. Perfectamente inerte, se tolera muy bien, incluso en las pieles delicadas. Es la firma de la luminosidad característica de los cuidados Caviar Absolu.',
        },
        de: {
          label: '24-Karat-Gold',
          accroche: 'Ein Lichtschleier für den Teint.',
          texte:
            'In kolloidaler Form legt sich 24-Karat-Gold als hauchfeine Partikel auf die Hautoberfläche. Es fängt das Licht ein und reflektiert es für einen sofort strahlenderen, ebenmäßigeren Teint. Da es vollkommen inert ist, wird es auch von empfindlicher Haut sehr gut vertragen. Es verleiht den Pflegeprodukten von Caviar Absolu ihre charakteristische Leuchtkraft.',
        },
      },
    },
    {
      key: 'hyaluronique',
      ordre: 3,
      label: 'Acide hyaluronique',
      accroche: 'Une réserve d’eau au cœur de l’épiderme.',
      texte:
        'Naturellement présent dans la peau, l’acide hyaluronique peut retenir jusqu’à mille fois son poids en eau. Nous associons deux poids moléculaires : l’un hydrate la surface, l’autre agit dans les couches supérieures de l’épiderme. La peau est repulpée et les ridules de déshydratation paraissent estompées. Il est obtenu par biofermentation, sans aucune origine animale.',
      artwork: { kind: 'ingredient', motif: 'hyaluronic', colour: '#7FA7C4' },
      traductions: {
        en: {
          label: 'Hyaluronic acid',
          accroche: 'A water reservoir within the skin.',
          texte:
            'Naturally present in the skin, hyaluronic acid can hold up to a thousand times its weight in water. We combine two molecular weights: one hydrates the surface, the other works in the upper layers of the epidermis. The skin looks plumper and fine dehydration lines appear softened. It is obtained by biofermentation, with no animal origin.',
        },
        es: {
          label: 'Ácido hialurónico',
          accroche: 'Una reserva de agua en el corazón de la piel.',
          texte:
            'Presente de forma natural en la piel, el ácido hialurónico puede retener hasta mil veces su peso en agua. Combinamos dos pesos moleculares: uno hidrata la superficie y el otro actúa en las capas superiores de la epidermis. La piel luce más jugosa y las pequeñas arrugas de deshidratación parecen atenuadas. Se obtiene por biofermentación, sin ningún origen animal.',
        },
        de: {
          label: 'Hyaluronsäure',
          accroche: 'Ein Feuchtigkeitsspeicher für die Haut.',
          texte:
            'Hyaluronsäure kommt natürlicherweise in der Haut vor und kann bis zum Tausendfachen ihres Gewichts an Wasser binden. Wir kombinieren zwei Molekülgrößen: Die eine spendet Feuchtigkeit an der Oberfläche, die andere wirkt in den oberen Schichten der Epidermis. Die Haut wirkt praller, Trockenheitsfältchen erscheinen gemildert. Sie wird durch Biofermentation gewonnen und ist frei von tierischen Bestandteilen.',
        },
      },
    },
    {
      key: 'peptides',
      ordre: 4,
      label: 'Peptides marins',
      accroche: 'La fermeté venue de l’océan.',
      texte:
        'Ces courtes chaînes d’acides aminés sont issues de protéines marines hydrolysées. Elles contribuent à entretenir la fermeté et l’élasticité de la peau. L’ovale du visage paraît redessiné et les traits plus reposés. Elles s’associent idéalement à l’extrait de caviar, dont elles prolongent l’action nourrissante.',
      artwork: { kind: 'ingredient', motif: 'peptide', colour: '#2F5566' },
      traductions: {
        en: {
          label: 'Marine peptides',
          accroche: 'Firmness drawn from the ocean.',
          texte:
            'These short chains of amino acids come from hydrolysed marine proteins. They help maintain the skin’s firmness and elasticity. Facial contours look redefined and features more rested. They pair perfectly with caviar extract, extending its nourishing action.',
        },
        es: {
          label: 'Péptidos marinos',
          accroche: 'Firmeza procedente del océano.',
          texte:
            'Estas cadenas cortas de aminoácidos proceden de proteínas marinas hidrolizadas. Contribuyen a mantener la firmeza y la elasticidad de la piel. El óvalo del rostro parece redefinido y los rasgos más descansados. Se combinan a la perfección con el extracto de caviar, cuya acción nutritiva prolongan.',
        },
        de: {
          label: 'Marine Peptide',
          accroche: 'Spannkraft aus dem Ozean.',
          texte:
            'Diese kurzen Aminosäureketten werden aus hydrolysierten Meeresproteinen gewonnen. Sie tragen dazu bei, die Festigkeit und Elastizität der Haut zu erhalten. Die Gesichtskonturen wirken definierter, die Züge erholter. Sie ergänzen den Kaviarextrakt ideal und verlängern seine nährende Wirkung.',
        },
      },
    },
    {
      key: 'nacre',
      ordre: 5,
      label: 'Perle de nacre',
      accroche: 'La douceur lumineuse de la perle.',
      texte:
        'Finement micronisée, la poudre de nacre provient de coquillages perliers. Elle apporte des minéraux et de la conchyoline, une protéine qui lisse visiblement le grain de peau. Sa structure lamellaire diffuse la lumière et floute les petites irrégularités. C’est elle qui donne aux mousses Caviar Essentiel leur texture soyeuse et leur reflet nacré.',
      artwork: { kind: 'ingredient', motif: 'pearl', colour: '#E6DDD0' },
      traductions: {
        en: {
          label: 'Mother-of-pearl',
          accroche: 'The luminous softness of pearl.',
          texte:
            'Finely micronised, mother-of-pearl powder comes from pearl oyster shells. It provides minerals and conchiolin, a protein that visibly refines skin texture. Its layered structure diffuses light and blurs small imperfections. It gives the Caviar Essentiel foams their silky texture and pearly sheen.',
        },
        es: {
          label: 'Perla de nácar',
          accroche: 'La suavidad luminosa de la perla.',
          texte:
            'Finamente micronizado, el polvo de nácar procede de conchas de ostras perlíferas. Aporta minerales y conquiolina, una proteína que afina visiblemente la textura de la piel. Su estructura laminar difumina la luz y disimula las pequeñas irregularidades. Es lo que da a las espumas Caviar Essentiel su textura sedosa y su reflejo nacarado.',
        },
        de: {
          label: 'Perlmutt',
          accroche: 'Die leuchtende Zartheit der Perle.',
          texte:
            'Fein mikronisiertes Perlmuttpulver wird aus den Schalen von Perlmuscheln gewonnen. Es liefert Mineralien und Conchiolin, ein Protein, das das Hautbild sichtbar verfeinert. Seine lamellare Struktur streut das Licht und lässt kleine Unebenheiten verschwimmen. Es verleiht den Schäumen von Caviar Essentiel ihre seidige Textur und ihren perlmuttartigen Schimmer.',
        },
      },
    },
    {
      key: 'algue',
      ordre: 6,
      label: 'Algue rouge',
      accroche: 'Le bouclier des côtes bretonnes.',
      texte:
        'Récoltée à la main sur le littoral breton, cette algue rouge est riche en polysaccharides et en minéraux marins. Elle forme à la surface de la peau ou du cuir chevelu un film invisible qui les protège des agressions du quotidien. Elle apaise les sensations d’inconfort et aide à maintenir l’hydratation. Sa récolte suit un calendrier qui respecte le renouvellement naturel des champs d’algues.',
      artwork: { kind: 'ingredient', motif: 'algae', colour: '#7B2D3B' },
      traductions: {
        en: {
          label: 'Red algae',
          accroche: 'A shield from the shores of Brittany.',
          texte:
            'Hand-harvested along the Breton coast, this red alga is rich in polysaccharides and marine minerals. It forms an invisible film on the skin or scalp that protects them from everyday aggressors. It soothes feelings of discomfort and helps maintain hydration. It is harvested on a schedule that respects the natural regrowth of the algae beds.',
        },
        es: {
          label: 'Alga roja',
          accroche: 'El escudo de las costas bretonas.',
          texte:
            'Recolectada a mano en el litoral bretón, esta alga roja es rica en polisacáridos y minerales marinos. Forma sobre la piel o el cuero cabelludo una película invisible que los protege de las agresiones diarias. Calma las sensaciones de incomodidad y ayuda a mantener la hidratación. Su recolección sigue un calendario que respeta la regeneración natural de los campos de algas.',
        },
        de: {
          label: 'Rotalge',
          accroche: 'Ein Schutzschild von der bretonischen Küste.',
          texte:
            'Diese an der bretonischen Küste von Hand geerntete Rotalge ist reich an Polysacchariden und Meeresmineralien. Sie bildet auf Haut oder Kopfhaut einen unsichtbaren Film, der vor alltäglichen Umwelteinflüssen schützt. Sie lindert Spannungsgefühle und hilft, die Feuchtigkeit zu bewahren. Geerntet wird nach einem Kalender, der die natürliche Erneuerung der Algenfelder respektiert.',
        },
      },
    },
    {
      key: 'ceramides',
      ordre: 7,
      label: 'Céramides',
      accroche: 'Le ciment naturel de la peau et des cheveux.',
      texte:
        'Les céramides sont des lipides naturellement présents entre les cellules de l’épiderme et dans la cuticule du cheveu. Ils assurent la cohésion de ces structures et limitent la perte en eau. Nos céramides d’origine végétale compensent les manques causés par le temps, le froid ou les colorations. La peau retrouve son confort, les longueurs leur souplesse.',
      artwork: { kind: 'ingredient', motif: 'ceramide', colour: '#D4BE9E' },
      traductions: {
        en: {
          label: 'Ceramides',
          accroche: 'The natural cement of skin and hair.',
          texte:
            'Ceramides are lipids naturally found between the cells of the epidermis and in the hair cuticle. They hold these structures together and limit water loss. Our plant-based ceramides make up for losses caused by time, cold weather or colouring. The skin regains its comfort and the lengths their suppleness.',
        },
        es: {
          label: 'Ceramidas',
          accroche: 'El cemento natural de la piel y el cabello.',
          texte:
            'Las ceramidas son lípidos presentes de forma natural entre las células de la epidermis y en la cutícula del cabello. Garantizan la cohesión de estas estructuras y limitan la pérdida de agua. Nuestras ceramidas de origen vegetal compensan las carencias causadas por el tiempo, el frío o los tintes. La piel recupera su confort y los largos, su flexibilidad.',
        },
        de: {
          label: 'Ceramide',
          accroche: 'Der natürliche Kitt von Haut und Haar.',
          texte:
            'Ceramide sind Lipide, die natürlicherweise zwischen den Zellen der Epidermis und in der Schuppenschicht des Haares vorkommen. Sie halten diese Strukturen zusammen und begrenzen den Feuchtigkeitsverlust. Unsere pflanzlichen Ceramide gleichen Defizite aus, die durch Zeit, Kälte oder Colorationen entstehen. Die Haut fühlt sich wieder wohl, die Längen werden geschmeidig.',
        },
      },
    },
    {
      key: 'vitamine-e',
      ordre: 8,
      label: 'Vitamine E',
      accroche: 'Un antioxydant pour un éclat qui dure.',
      texte:
        'La vitamine E, ou tocophérol, est un antioxydant liposoluble de référence. Elle aide à protéger les lipides de la peau, comme ceux de nos formules, face au stress oxydatif lié à la pollution. Elle nourrit et adoucit les peaux sèches et les cheveux déshydratés. Nous l’utilisons sous sa forme naturelle, extraite d’huiles végétales.',
      artwork: { kind: 'ingredient', motif: 'vitamin', colour: '#D8A23E' },
      traductions: {
        en: {
          label: 'Vitamin E',
          accroche: 'An antioxidant for lasting radiance.',
          texte:
            'Vitamin E, or tocopherol, is a benchmark fat-soluble antioxidant. It helps protect the lipids of the skin, as well as those of our formulas, against pollution-related oxidative stress. It nourishes and softens dry skin and dehydrated hair. We use it in its natural form, extracted from plant oils.',
        },
        es: {
          label: 'Vitamina E',
          accroche: 'Un antioxidante para una luminosidad duradera.',
          texte:
            'La vitamina E, o tocoferol, es un antioxidante liposoluble de referencia. Ayuda a proteger los lípidos de la piel, así como los de nuestras fórmulas, frente al estrés oxidativo causado por la contaminación. Nutre y suaviza las pieles secas y el cabello deshidratado. La utilizamos en su forma natural, extraída de aceites vegetales.',
        },
        de: {
          label: 'Vitamin E',
          accroche: 'Ein Antioxidans für anhaltende Strahlkraft.',
          texte:
            'Vitamin E, auch Tocopherol genannt, ist ein bewährtes fettlösliches Antioxidans. Es hilft, die Lipide der Haut wie auch die unserer Formeln vor oxidativem Stress durch Umweltverschmutzung zu schützen. Es nährt und glättet trockene Haut und feuchtigkeitsarmes Haar. Wir verwenden es in seiner natürlichen Form, gewonnen aus Pflanzenölen.',
        },
      },
    },
  ],

  // ---------------------------------------------------------------------------------------------
  // Products. Home page groups: mousses 1–2, crèmes 3–4, sérum 5, cheveux 7 and 6.
  // ---------------------------------------------------------------------------------------------
  produits: [
    // 1 — Mousse Nettoyante (Caviar Essentiel)
    {
      id: 1,
      gamme: 'essentiel',
      label: 'Mousse Nettoyante Perle de Caviar',
      accroche: 'La pureté d’une peau nette, la douceur d’un soin.',
      description:
        'Une mousse nettoyante d’une grande douceur qui purifie la peau sans jamais la dessécher. Sa texture aérienne, enrichie en extrait de caviar et en poudre de nacre, élimine les impuretés et l’excès de sébum tout en respectant le film hydrolipidique. Sans parfum, elle convient aux peaux les plus sensibles. La peau est nette, souple et prête à recevoir ses soins.',
      poids: 260,
      seuil: 5,
      meta_description:
        'Mousse nettoyante visage au caviar et à la nacre, sans parfum. Purifie en douceur les peaux sensibles sans les dessécher. Fabriquée en France.',
      meta_keywords:
        'mousse nettoyante, nettoyant visage, caviar, nacre, peaux sensibles, sans parfum, Maison Orcaviar',
      tags: ['peaux-sensibles', 'sans-parfum', 'fabrique-en-france'],
      associes: [3, 5],
      principes: ['caviar', 'nacre', 'algue'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'foam-bottle',
          colour: '#1E2A47',
          accent: '#C9A46A',
          label: 'Mousse Nettoyante',
          sublabel: '150 ml',
        },
        {
          kind: 'packshot',
          shape: 'refill-pouch',
          colour: '#2A3A5E',
          accent: '#C9A46A',
          label: 'Mousse Nettoyante',
          sublabel: 'Recharge 150 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Flacon',
          label: '150 ml',
          prix_ht: 4083, // 49,00 € TTC
          prix_initial_ht: 4583, // 55,00 € TTC
          stock: 64,
          delais: [0],
          traductions: {
            en: { conteneur: 'Bottle', label: '150 ml' },
            es: { conteneur: 'Frasco', label: '150 ml' },
            de: { conteneur: 'Flakon', label: '150 ml' },
          },
        },
        {
          conteneur: 'Recharge',
          label: '150 ml',
          prix_ht: 3250, // 39,00 € TTC
          stock: 38,
          delais: [2],
          traductions: {
            en: { conteneur: 'Refill', label: '150 ml' },
            es: { conteneur: 'Recarga', label: '150 ml' },
            de: { conteneur: 'Nachfüllpackung', label: '150 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'L’extrait de caviar nourrit la peau pendant le nettoyage, tandis que la poudre de nacre affine visiblement le grain de peau. L’algue rouge apaise et aide à protéger l’épiderme des agressions du quotidien.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Caviar extract nourishes the skin as it cleanses, while mother-of-pearl powder visibly refines skin texture. Red algae soothes and helps protect the skin from everyday aggressors.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'El extracto de caviar nutre la piel durante la limpieza, mientras que el polvo de nácar afina visiblemente la textura de la piel. El alga roja calma y ayuda a proteger la epidermis de las agresiones diarias.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Kaviarextrakt pflegt die Haut schon bei der Reinigung, während Perlmuttpulver das Hautbild sichtbar verfeinert. Rotalge beruhigt und hilft, die Haut vor täglichen Belastungen zu schützen.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Matin et soir',
          reponse:
            'Déposez une pression de mousse dans le creux de la main et massez délicatement le visage humide, en évitant le contour des yeux. Rincez abondamment à l’eau tiède, puis séchez en tamponnant.',
          traductions: {
            en: {
              question: 'Morning and evening',
              reponse:
                'Dispense one pump of foam into your palm and gently massage onto damp skin, avoiding the eye area. Rinse thoroughly with lukewarm water, then pat dry.',
            },
            es: {
              question: 'Mañana y noche',
              reponse:
                'Deposite una dosis de espuma en la palma de la mano y masajee suavemente el rostro húmedo, evitando el contorno de ojos. Aclare abundantemente con agua tibia y seque con toquecitos.',
            },
            de: {
              question: 'Morgens und abends',
              reponse:
                'Einen Pumpstoß Schaum in die Handfläche geben und sanft auf das feuchte Gesicht einmassieren, die Augenpartie aussparen. Gründlich mit lauwarmem Wasser abspülen und trocken tupfen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Tous les types de peau',
          reponse:
            'Elle convient à tous les types de peau, y compris les peaux sensibles et réactives. Sa formule sans parfum est particulièrement appréciée des peaux sujettes aux tiraillements.',
          traductions: {
            en: {
              question: 'All skin types',
              reponse:
                'It suits all skin types, including sensitive and reactive skin. Its fragrance-free formula is especially appreciated by skin prone to tightness.',
            },
            es: {
              question: 'Todo tipo de pieles',
              reponse:
                'Conviene a todo tipo de pieles, incluidas las sensibles y reactivas. Su fórmula sin perfume es especialmente apreciada por las pieles propensas a la tirantez.',
            },
            de: {
              question: 'Alle Hauttypen',
              reponse:
                'Er eignet sich für alle Hauttypen, auch für empfindliche und reaktive Haut. Die parfümfreie Formel schätzt besonders Haut, die zu Spannungsgefühlen neigt.',
            },
          },
        },
        {
          type: 'tech',
          question: 'Formule et flacon',
          reponse:
            'Base lavante douce d’origine végétale, au pH proche de celui de la peau, testée sous contrôle dermatologique. Flacon mousseur sans gaz propulseur, rechargeable.',
          traductions: {
            en: {
              question: 'Formula and bottle',
              reponse:
                'A gentle plant-based cleansing base with a pH close to that of the skin, tested under dermatological supervision. Propellant-free, refillable foaming pump bottle.',
            },
            es: {
              question: 'Fórmula y frasco',
              reponse:
                'Base limpiadora suave de origen vegetal, con un pH próximo al de la piel, testada bajo control dermatológico. Frasco espumador sin gas propulsor, recargable.',
            },
            de: {
              question: 'Formel und Flakon',
              reponse:
                'Milde pflanzliche Waschbasis mit hautnahem pH-Wert, dermatologisch getestet. Schaumspender ohne Treibgas, nachfüllbar.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Pearl Cleansing Foam',
          accroche: 'Clean, clear skin with the gentleness of a treatment.',
          description:
            'An exceptionally gentle cleansing foam that purifies the skin without ever drying it out. Its airy texture, enriched with caviar extract and mother-of-pearl powder, lifts away impurities and excess sebum while respecting the skin’s hydrolipidic film. Fragrance-free, it suits even the most sensitive skin. The skin feels clean, supple and ready for the rest of your routine.',
          meta_description:
            'Fragrance-free facial cleansing foam with caviar and mother-of-pearl. Gently purifies sensitive skin without drying it out. Made in France.',
        },
        es: {
          label: 'Espuma Limpiadora Perla de Caviar',
          accroche: 'La pureza de una piel limpia, la suavidad de un tratamiento.',
          description:
            'Una espuma limpiadora de gran suavidad que purifica la piel sin resecarla jamás. Su textura aérea, enriquecida con extracto de caviar y polvo de nácar, elimina las impurezas y el exceso de sebo respetando la película hidrolipídica. Sin perfume, es apta para las pieles más sensibles. La piel queda limpia, flexible y preparada para recibir sus cuidados.',
          meta_description:
            'Espuma limpiadora facial con caviar y nácar, sin perfume. Purifica con suavidad las pieles sensibles sin resecarlas. Fabricada en Francia.',
        },
        de: {
          label: 'Reinigungsschaum Kaviarperle',
          accroche: 'Reine Haut mit der Sanftheit einer Pflege.',
          description:
            'Ein besonders sanfter Reinigungsschaum, der die Haut klärt, ohne sie je auszutrocknen. Seine luftige Textur mit Kaviarextrakt und Perlmuttpulver entfernt Unreinheiten und überschüssigen Talg und schont dabei den Hydrolipidfilm. Da er parfümfrei ist, eignet er sich auch für sehr empfindliche Haut. Die Haut fühlt sich rein und geschmeidig an und ist bereit für die weitere Pflege.',
          meta_description:
            'Parfümfreier Reinigungsschaum mit Kaviar und Perlmutt. Klärt empfindliche Haut sanft, ohne sie auszutrocknen. Hergestellt in Frankreich.',
        },
      },
    },

    // 2 — Mousse Démaquillante (Caviar Essentiel)
    {
      id: 2,
      gamme: 'essentiel',
      label: 'Mousse Démaquillante Lumière de Caviar',
      accroche: 'Le démaquillage devient un rituel d’éclat.',
      description:
        'Une mousse démaquillante onctueuse qui dissout le maquillage, même waterproof, en un seul geste. Au contact de l’eau, sa texture crémeuse se transforme en une mousse fine qui emporte fond de teint, mascara et particules de pollution. L’extrait de caviar et la vitamine E préservent le confort de la peau, tandis que la nacre lui rend sa luminosité. Le teint est frais et lumineux, comme au sortir d’une nuit reposante.',
      poids: 250,
      seuil: 5,
      meta_description:
        'Mousse démaquillante au caviar : élimine le maquillage, même waterproof, et ravive l’éclat du teint sans tiraillement. Visage et yeux.',
      meta_keywords:
        'mousse démaquillante, démaquillant visage, démaquillant yeux, maquillage waterproof, caviar, éclat, vitamine E',
      tags: ['eclat', 'hydratation', 'fabrique-en-france'],
      associes: [1, 3],
      principes: ['caviar', 'nacre', 'vitamine-e'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'foam-bottle',
          colour: '#23314F',
          accent: '#C9A46A',
          label: 'Mousse Démaquillante',
          sublabel: '150 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Flacon',
          label: '150 ml',
          prix_ht: 3750, // 45,00 € TTC
          stock: 42,
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Bottle', label: '150 ml' },
            es: { conteneur: 'Frasco', label: '150 ml' },
            de: { conteneur: 'Flakon', label: '150 ml' },
          },
        },
        {
          conteneur: 'Flacon',
          label: '50 ml',
          prix_ht: 2917, // 35,00 € TTC
          stock: 0, // out of stock, no restock planned
          delais: [], // unknown lead time
          traductions: {
            en: { conteneur: 'Bottle', label: '50 ml' },
            es: { conteneur: 'Frasco', label: '50 ml' },
            de: { conteneur: 'Flakon', label: '50 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'L’extrait de caviar et la vitamine E nourrissent la peau pendant le démaquillage. La poudre de nacre ravive l’éclat naturel du teint.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Caviar extract and vitamin E nourish the skin while removing make-up. Mother-of-pearl powder revives the complexion’s natural radiance.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'El extracto de caviar y la vitamina E nutren la piel durante el desmaquillado. El polvo de nácar reaviva la luminosidad natural del cutis.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Kaviarextrakt und Vitamin E pflegen die Haut beim Abschminken. Perlmuttpulver belebt die natürliche Ausstrahlung des Teints.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Le soir, en un seul geste',
          reponse:
            'Appliquez deux pressions de mousse sur le visage sec et massez en petits cercles, paupières closes pour les yeux. Émulsionnez avec un peu d’eau tiède, puis rincez abondamment.',
          traductions: {
            en: {
              question: 'In the evening, in one step',
              reponse:
                'Apply two pumps of foam to dry skin and massage in small circles, eyes closed for the eye area. Emulsify with a little lukewarm water, then rinse thoroughly.',
            },
            es: {
              question: 'Por la noche, en un solo gesto',
              reponse:
                'Aplique dos dosis de espuma sobre el rostro seco y masajee con pequeños círculos, con los párpados cerrados para los ojos. Emulsione con un poco de agua tibia y aclare abundantemente.',
            },
            de: {
              question: 'Abends, in einem Schritt',
              reponse:
                'Zwei Pumpstöße Schaum auf das trockene Gesicht geben und in kleinen Kreisen einmassieren, für die Augen bei geschlossenen Lidern. Mit etwas lauwarmem Wasser emulgieren und gründlich abspülen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Idéale pour les peaux normales à sèches et les teints ternes. Elle convient également aux personnes qui portent des lentilles de contact.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'Ideal for normal to dry skin and dull complexions. It is also suitable for contact lens wearers.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Ideal para pieles normales a secas y cutis apagados. También conviene a quienes usan lentes de contacto.',
            },
            de: {
              question: 'Für wen?',
              reponse: 'Ideal für normale bis trockene Haut und fahlen Teint. Auch für Kontaktlinsenträger geeignet.',
            },
          },
        },
        {
          type: 'resume',
          question: 'En bref',
          reponse:
            'Démaquille, nettoie et illumine en une seule étape, sans laisser la moindre sensation de tiraillement.',
          traductions: {
            en: {
              question: 'In short',
              reponse:
                'Removes make-up, cleanses and brightens in a single step, without the slightest feeling of tightness.',
            },
            es: {
              question: 'En resumen',
              reponse: 'Desmaquilla, limpia e ilumina en un solo paso, sin la menor sensación de tirantez.',
            },
            de: {
              question: 'Kurz gesagt',
              reponse:
                'Entfernt Make-up, reinigt und verleiht Strahlkraft in einem Schritt, ganz ohne Spannungsgefühl.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Radiance Make-up Removing Foam',
          accroche: 'Make-up removal becomes a radiance ritual.',
          description:
            'A velvety make-up removing foam that dissolves make-up, even waterproof formulas, in a single step. On contact with water, its creamy texture turns into a fine foam that sweeps away foundation, mascara and pollution particles. Caviar extract and vitamin E keep the skin comfortable, while mother-of-pearl restores its luminosity. The complexion looks fresh and radiant, as if after a restful night.',
          meta_description:
            'Caviar make-up removing foam: lifts away make-up, even waterproof, and revives radiance without tightness. For face and eyes.',
        },
        es: {
          label: 'Espuma Desmaquillante Luz de Caviar',
          accroche: 'El desmaquillado se convierte en un ritual de luminosidad.',
          description:
            'Una espuma desmaquillante untuosa que disuelve el maquillaje, incluso waterproof, en un solo gesto. Al contacto con el agua, su textura cremosa se transforma en una espuma fina que arrastra la base de maquillaje, el rímel y las partículas de contaminación. El extracto de caviar y la vitamina E preservan el confort de la piel, mientras que el nácar le devuelve su luminosidad. La tez luce fresca y luminosa, como tras una noche de descanso.',
          meta_description:
            'Espuma desmaquillante con caviar: elimina el maquillaje, incluso waterproof, y aviva la luminosidad sin tirantez. Rostro y ojos.',
        },
        de: {
          label: 'Abschminkschaum Kaviarglanz',
          accroche: 'Abschminken wird zum Ritual für strahlende Haut.',
          description:
            'Ein geschmeidiger Abschminkschaum, der Make-up – selbst wasserfestes – mit einer einzigen Geste löst. In Verbindung mit Wasser verwandelt sich seine cremige Textur in feinen Schaum, der Foundation, Mascara und Schmutzpartikel mühelos entfernt. Kaviarextrakt und Vitamin E bewahren das Wohlgefühl der Haut, während Perlmutt ihr neue Leuchtkraft verleiht. Der Teint wirkt frisch und strahlend wie nach einer erholsamen Nacht.',
          meta_description:
            'Abschminkschaum mit Kaviar: entfernt Make-up, auch wasserfestes, und belebt den Teint ohne Spannungsgefühl. Für Gesicht und Augen.',
        },
      },
    },

    // 3 — Crème de Jour (Caviar Absolu)
    {
      id: 3,
      gamme: 'absolu',
      label: 'Crème de Jour Caviar Absolu',
      accroche: 'Une texture riche et fondante pour un teint lumineux du matin au soir.',
      description:
        'Une crème de jour riche qui nourrit intensément la peau et lui rend éclat et fermeté. Sa texture fondante associe l’extrait de caviar, l’acide hyaluronique et les peptides marins pour hydrater en profondeur et lisser les traits. Des particules d’or 24 carats captent la lumière et subliment instantanément le teint. Jour après jour, la peau paraît plus ferme, plus souple et visiblement plus jeune.',
      poids: 340,
      seuil: 5,
      meta_description:
        'Crème de jour riche au caviar et à l’or 24 carats : nourrit, hydrate et raffermit. Un teint lumineux et des traits lissés dès le matin.',
      meta_keywords:
        'crème de jour, crème riche, crème anti-âge, caviar, or 24 carats, acide hyaluronique, fermeté, Maison Orcaviar',
      tags: ['anti-age', 'hydratation', 'eclat'],
      associes: [5, 4, 1],
      principes: ['caviar', 'or', 'hyaluronique', 'peptides'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'jar',
          colour: '#1C1A17',
          accent: '#C9A46A',
          label: 'Crème de Jour',
          sublabel: '50 ml',
        },
        {
          kind: 'packshot',
          shape: 'refill-pouch',
          colour: '#2A2621',
          accent: '#C9A46A',
          label: 'Crème de Jour',
          sublabel: 'Recharge 50 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Pot',
          label: '50 ml',
          prix_ht: 12083, // 145,00 € TTC
          stock: 28,
          delais: [2],
          traductions: {
            en: { conteneur: 'Jar', label: '50 ml' },
            es: { conteneur: 'Tarro', label: '50 ml' },
            de: { conteneur: 'Tiegel', label: '50 ml' },
          },
        },
        {
          conteneur: 'Pot',
          label: '30 ml',
          prix_ht: 7917, // 95,00 € TTC
          stock: 45,
          delais: [2],
          traductions: {
            en: { conteneur: 'Jar', label: '30 ml' },
            es: { conteneur: 'Tarro', label: '30 ml' },
            de: { conteneur: 'Tiegel', label: '30 ml' },
          },
        },
        {
          conteneur: 'Recharge',
          label: '50 ml',
          prix_ht: 9917, // 119,00 € TTC
          stock: 0, // out of stock, restock expected
          reassort: { date: '2027-01-15', mouvement: 48 },
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Refill', label: '50 ml' },
            es: { conteneur: 'Recarga', label: '50 ml' },
            de: { conteneur: 'Nachfüllpackung', label: '50 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'L’extrait de caviar nourrit, l’acide hyaluronique repulpe et les peptides marins raffermissent. L’or 24 carats apporte un éclat immédiat.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Caviar extract nourishes, hyaluronic acid plumps and marine peptides firm. 24-carat gold adds instant radiance.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'El extracto de caviar nutre, el ácido hialurónico rellena y los péptidos marinos reafirman. El oro de 24 quilates aporta una luminosidad inmediata.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Kaviarextrakt pflegt, Hyaluronsäure polstert auf und marine Peptide straffen. 24-karätiges Gold schenkt sofortige Ausstrahlung.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Chaque matin',
          reponse:
            'Après le Sérum Concentré, prélevez une noisette de crème à l’aide de la spatule dorée. Appliquez-la sur le visage et le cou parfaitement nettoyés, en lissant du centre vers l’extérieur.',
          traductions: {
            en: {
              question: 'Every morning',
              reponse:
                'After the Concentrated Serum, take a small amount of cream with the golden spatula. Apply to thoroughly cleansed face and neck, smoothing from the centre outwards.',
            },
            es: {
              question: 'Cada mañana',
              reponse:
                'Después del Sérum Concentrado, tome una pequeña cantidad de crema con la espátula dorada. Aplíquela sobre el rostro y el cuello perfectamente limpios, alisando del centro hacia el exterior.',
            },
            de: {
              question: 'Jeden Morgen',
              reponse:
                'Nach dem Konzentrierten Serum eine haselnussgroße Menge Creme mit dem goldenen Spatel entnehmen. Auf das gründlich gereinigte Gesicht und den Hals auftragen und von der Mitte nach außen glätten.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Recommandée pour les peaux normales à sèches, dès les premiers signes de relâchement ou de perte d’éclat. Les peaux mixtes l’appliqueront en fine couche.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'Recommended for normal to dry skin, from the first signs of sagging or loss of radiance. Combination skin should apply a thin layer.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Recomendada para pieles normales a secas, desde los primeros signos de flacidez o pérdida de luminosidad. Las pieles mixtas la aplicarán en capa fina.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Empfohlen für normale bis trockene Haut, ab den ersten Anzeichen nachlassender Spannkraft oder Ausstrahlung. Mischhaut trägt sie dünn auf.',
            },
          },
        },
        {
          type: 'market',
          question: 'Pourquoi l’adopter ?',
          reponse:
            'C’est la crème signature de Maison Orcaviar. Son pot en verre se recharge, pour prolonger le rituel avec moins d’emballage.',
          traductions: {
            en: {
              question: 'Why choose it?',
              reponse:
                'It is Maison Orcaviar’s signature cream. Its glass jar is refillable, to prolong the ritual with less packaging.',
            },
            es: {
              question: '¿Por qué elegirla?',
              reponse:
                'Es la crema emblemática de Maison Orcaviar. Su tarro de vidrio es recargable, para prolongar el ritual con menos embalaje.',
            },
            de: {
              question: 'Warum sie wählen?',
              reponse:
                'Sie ist die Signature-Creme von Maison Orcaviar. Ihr Glastiegel ist nachfüllbar, für ein Ritual mit weniger Verpackung.',
            },
          },
        },
        {
          type: 'tech',
          question: 'Texture et écrin',
          reponse:
            'Crème riche et fondante, non grasse au toucher. Pot en verre épais, capot laqué et spatule dorée, rechargeable.',
          traductions: {
            en: {
              question: 'Texture and jar',
              reponse:
                'A rich, melting cream, never greasy to the touch. Thick glass jar, lacquered lid and golden spatula, refillable.',
            },
            es: {
              question: 'Textura y estuche',
              reponse:
                'Crema rica y fundente, no grasa al tacto. Tarro de vidrio grueso, tapa lacada y espátula dorada, recargable.',
            },
            de: {
              question: 'Textur und Tiegel',
              reponse:
                'Reichhaltige, schmelzende Creme, die nicht fettet. Dicker Glastiegel, lackierter Deckel und goldener Spatel, nachfüllbar.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Absolu Day Cream',
          accroche: 'A rich, melting texture for a radiant complexion from morning to night.',
          description:
            'A rich day cream that deeply nourishes the skin and restores its radiance and firmness. Its melting texture combines caviar extract, hyaluronic acid and marine peptides to hydrate deeply and smooth the features. Particles of 24-carat gold capture the light and instantly enhance the complexion. Day after day, the skin looks firmer, suppler and visibly younger.',
          meta_description:
            'Rich day cream with caviar and 24-carat gold: nourishes, hydrates and firms. A radiant complexion and smoother features from the morning on.',
        },
        es: {
          label: 'Crema de Día Caviar Absolu',
          accroche: 'Una textura rica y fundente para una tez luminosa de la mañana a la noche.',
          description:
            'Una crema de día rica que nutre intensamente la piel y le devuelve luminosidad y firmeza. Su textura fundente combina extracto de caviar, ácido hialurónico y péptidos marinos para hidratar en profundidad y alisar los rasgos. Partículas de oro de 24 quilates captan la luz y realzan la tez al instante. Día tras día, la piel luce más firme, más flexible y visiblemente más joven.',
          meta_description:
            'Crema de día rica con caviar y oro de 24 quilates: nutre, hidrata y reafirma. Una tez luminosa y rasgos alisados desde la mañana.',
        },
        de: {
          label: 'Tagescreme Caviar Absolu',
          accroche: 'Eine reichhaltige, schmelzende Textur für einen strahlenden Teint von morgens bis abends.',
          description:
            'Eine reichhaltige Tagescreme, die die Haut intensiv nährt und ihr Ausstrahlung und Festigkeit zurückgibt. Ihre schmelzende Textur vereint Kaviarextrakt, Hyaluronsäure und marine Peptide, um tiefenwirksam Feuchtigkeit zu spenden und die Gesichtszüge zu glätten. Partikel aus 24-Karat-Gold fangen das Licht ein und lassen den Teint sofort erstrahlen. Tag für Tag wirkt die Haut straffer, geschmeidiger und sichtbar jünger.',
          meta_description:
            'Reichhaltige Tagescreme mit Kaviar und 24-Karat-Gold: nährt, spendet Feuchtigkeit und strafft. Strahlender Teint und glattere Züge ab dem Morgen.',
        },
      },
    },

    // 4 — Crème de Nuit (Caviar Absolu)
    {
      id: 4,
      gamme: 'absolu',
      label: 'Crème de Nuit Régénérante Caviar Absolu',
      accroche: 'La nuit, la peau se ressource dans un cocon de caviar.',
      description:
        'Une crème de nuit régénérante qui accompagne le renouvellement naturel de la peau pendant le sommeil. Sa texture baume, riche en extrait de caviar, en céramides et en peptides marins, nourrit intensément et aide à restaurer la barrière cutanée. La vitamine E préserve la peau du stress oxydatif du quotidien. Au réveil, le teint est reposé, les traits lissés et la peau profondément confortable.',
      poids: 350,
      seuil: 5,
      meta_description:
        'Crème de nuit régénérante au caviar, aux céramides et aux peptides marins. Nourrit intensément pendant le sommeil pour une peau reposée au réveil.',
      meta_keywords:
        'crème de nuit, soin de nuit, crème régénérante, caviar, céramides, peptides marins, anti-âge, nutrition',
      tags: ['anti-age', 'nutrition', 'fabrique-en-france'],
      associes: [3, 5, 8],
      principes: ['caviar', 'peptides', 'ceramides', 'vitamine-e'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'jar',
          colour: '#221D26',
          accent: '#B8925A',
          label: 'Crème de Nuit',
          sublabel: '50 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Pot',
          label: '50 ml',
          prix_ht: 13750, // 165,00 € TTC
          stock: 19,
          delais: [2],
          traductions: {
            en: { conteneur: 'Jar', label: '50 ml' },
            es: { conteneur: 'Tarro', label: '50 ml' },
            de: { conteneur: 'Tiegel', label: '50 ml' },
          },
        },
        {
          conteneur: 'Recharge',
          label: '50 ml',
          prix_ht: 11250, // 135,00 € TTC
          stock: 3, // limited: "Stock limité à 3 exemplaires" when 5 are requested
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Refill', label: '50 ml' },
            es: { conteneur: 'Recarga', label: '50 ml' },
            de: { conteneur: 'Nachfüllpackung', label: '50 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'Les céramides et l’extrait de caviar reconstituent le ciment lipidique de la peau. Les peptides marins entretiennent sa fermeté tout au long de la nuit.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Ceramides and caviar extract restore the skin’s lipid barrier. Marine peptides maintain its firmness all night long.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'Las ceramidas y el extracto de caviar reconstituyen el cemento lipídico de la piel. Los péptidos marinos mantienen su firmeza durante toda la noche.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Ceramide und Kaviarextrakt stellen die Lipidbarriere der Haut wieder her. Marine Peptide erhalten ihre Festigkeit die ganze Nacht über.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Chaque soir',
          reponse:
            'Réchauffez une noisette de crème entre vos doigts, puis appliquez-la sur le visage et le cou nettoyés par légères pressions. Terminez par un massage ascendant de l’ovale du visage.',
          traductions: {
            en: {
              question: 'Every evening',
              reponse:
                'Warm a small amount of cream between your fingers, then press it gently onto cleansed face and neck. Finish with an upward massage along the jawline.',
            },
            es: {
              question: 'Cada noche',
              reponse:
                'Caliente una pequeña cantidad de crema entre los dedos y aplíquela sobre el rostro y el cuello limpios con ligeras presiones. Termine con un masaje ascendente del óvalo del rostro.',
            },
            de: {
              question: 'Jeden Abend',
              reponse:
                'Eine haselnussgroße Menge Creme zwischen den Fingern erwärmen und mit leichtem Druck auf das gereinigte Gesicht und den Hals auftragen. Mit einer aufwärts gerichteten Massage der Gesichtskontur abschließen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Conçue pour les peaux sèches à très sèches et les peaux matures en manque de confort. Elle convient aussi, en cure, aux peaux fatiguées par le froid ou les voyages.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'Designed for dry to very dry skin and mature skin lacking comfort. It also suits, as a course, skin tired by cold weather or travel.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Concebida para pieles secas a muy secas y pieles maduras faltas de confort. También conviene, en cura, a las pieles cansadas por el frío o los viajes.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Entwickelt für trockene bis sehr trockene Haut und reife Haut, der es an Geschmeidigkeit fehlt. Als Kur auch für Haut, die von Kälte oder Reisen ermüdet ist.',
            },
          },
        },
        {
          type: 'resume',
          question: 'En bref',
          reponse:
            'Un soin de nuit riche qui nourrit, lisse et apaise pendant le sommeil, pour une peau reposée et confortable au réveil.',
          traductions: {
            en: {
              question: 'In short',
              reponse:
                'A rich night treatment that nourishes, smooths and soothes while you sleep, for rested, comfortable skin on waking.',
            },
            es: {
              question: 'En resumen',
              reponse:
                'Un tratamiento de noche rico que nutre, alisa y calma durante el sueño, para una piel descansada y confortable al despertar.',
            },
            de: {
              question: 'Kurz gesagt',
              reponse:
                'Eine reichhaltige Nachtpflege, die im Schlaf nährt, glättet und beruhigt, für erholte, geschmeidige Haut beim Aufwachen.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Absolu Regenerating Night Cream',
          accroche: 'By night, the skin replenishes itself in a cocoon of caviar.',
          description:
            'A regenerating night cream that supports the skin’s natural renewal during sleep. Its balm-like texture, rich in caviar extract, ceramides and marine peptides, deeply nourishes and helps restore the skin barrier. Vitamin E protects the skin from everyday oxidative stress. In the morning, the complexion looks rested, the features smoother and the skin feels deeply comfortable.',
          meta_description:
            'Regenerating night cream with caviar, ceramides and marine peptides. Deeply nourishes while you sleep for rested-looking skin on waking.',
        },
        es: {
          label: 'Crema de Noche Regeneradora Caviar Absolu',
          accroche: 'De noche, la piel se regenera envuelta en caviar.',
          description:
            'Una crema de noche regeneradora que acompaña la renovación natural de la piel durante el sueño. Su textura bálsamo, rica en extracto de caviar, ceramidas y péptidos marinos, nutre intensamente y ayuda a restaurar la barrera cutánea. La vitamina E protege la piel del estrés oxidativo cotidiano. Al despertar, la tez luce descansada, los rasgos alisados y la piel profundamente confortable.',
          meta_description:
            'Crema de noche regeneradora con caviar, ceramidas y péptidos marinos. Nutre intensamente durante el sueño para una piel descansada.',
        },
        de: {
          label: 'Regenerierende Nachtcreme Caviar Absolu',
          accroche: 'Nachts tankt die Haut in einem Kokon aus Kaviar neue Kraft.',
          description:
            'Eine regenerierende Nachtcreme, die die natürliche Erneuerung der Haut während des Schlafs unterstützt. Ihre balsamartige Textur mit Kaviarextrakt, Ceramiden und marinen Peptiden nährt intensiv und hilft, die Hautbarriere wiederherzustellen. Vitamin E schützt die Haut vor alltäglichem oxidativem Stress. Am Morgen wirkt der Teint erholt, die Züge sind geglättet und die Haut fühlt sich rundum wohl.',
          meta_description:
            'Regenerierende Nachtcreme mit Kaviar, Ceramiden und marinen Peptiden. Nährt intensiv im Schlaf für einen erholten Teint am Morgen.',
        },
      },
    },

    // 5 — Sérum (Caviar Absolu)
    {
      id: 5,
      gamme: 'absolu',
      label: 'Sérum Concentré Caviar Absolu',
      accroche: 'L’essence du caviar, sublimée par l’or.',
      description:
        'Un sérum d’exception qui concentre le meilleur du caviar pour une peau visiblement plus ferme et lumineuse. Sa formule, riche en extrait de caviar, en peptides marins et en acide hyaluronique à double poids moléculaire, pénètre instantanément sans laisser de film. L’or 24 carats illumine le teint dès la première application. En quelques semaines, les rides paraissent lissées, l’ovale redessiné et la peau retrouve sa densité.',
      poids: 190,
      seuil: 5,
      meta_description:
        'Sérum concentré au caviar et à l’or 24 carats : raffermit, lisse et illumine. Texture légère, sans film gras. Le soin phare de Maison Orcaviar.',
      meta_keywords:
        'sérum visage, sérum anti-âge, sérum caviar, or 24 carats, peptides marins, acide hyaluronique, fermeté, éclat',
      tags: ['anti-age', 'eclat', 'fabrique-en-france'],
      associes: [3, 4],
      principes: ['caviar', 'or', 'hyaluronique', 'peptides'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'dropper-bottle',
          colour: '#1C1A17',
          accent: '#D4AF6E',
          label: 'Sérum Concentré',
          sublabel: '30 ml',
        },
        {
          kind: 'packshot',
          shape: 'refill-pouch',
          colour: '#2A2621',
          accent: '#D4AF6E',
          label: 'Sérum Concentré',
          sublabel: 'Recharge 30 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Flacon',
          label: '30 ml',
          prix_ht: 15750, // 189,00 € TTC
          stock: 33,
          delais: [0],
          traductions: {
            en: { conteneur: 'Bottle', label: '30 ml' },
            es: { conteneur: 'Frasco', label: '30 ml' },
            de: { conteneur: 'Flakon', label: '30 ml' },
          },
        },
        {
          conteneur: 'Flacon',
          label: '50 ml',
          prix_ht: 19583, // 235,00 € TTC
          prix_initial_ht: 21667, // 260,00 € TTC
          stock: 1, // last one: "Stock limité à un exemplaire" when more are requested
          delais: [2],
          traductions: {
            en: { conteneur: 'Bottle', label: '50 ml' },
            es: { conteneur: 'Frasco', label: '50 ml' },
            de: { conteneur: 'Flakon', label: '50 ml' },
          },
        },
        {
          conteneur: 'Recharge',
          label: '30 ml',
          prix_ht: 12917, // 155,00 € TTC
          stock: 21,
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Refill', label: '30 ml' },
            es: { conteneur: 'Recarga', label: '30 ml' },
            de: { conteneur: 'Nachfüllpackung', label: '30 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'Une haute concentration d’extrait de caviar, associée aux peptides marins pour la fermeté et à l’acide hyaluronique pour l’hydratation. L’or 24 carats signe l’éclat.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'A high concentration of caviar extract, combined with marine peptides for firmness and hyaluronic acid for hydration. 24-carat gold adds the finishing radiance.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'Una alta concentración de extracto de caviar, asociada a los péptidos marinos para la firmeza y al ácido hialurónico para la hidratación. El oro de 24 quilates firma la luminosidad.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Eine hohe Konzentration an Kaviarextrakt, kombiniert mit marinen Peptiden für Festigkeit und Hyaluronsäure für Feuchtigkeit. 24-karätiges Gold sorgt für Strahlkraft.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Matin et soir',
          reponse:
            'Déposez trois à quatre gouttes dans le creux de la main et appliquez-les sur le visage et le cou nettoyés, par légères pressions. Laissez pénétrer quelques instants avant votre crème Caviar Absolu.',
          traductions: {
            en: {
              question: 'Morning and evening',
              reponse:
                'Place three to four drops in your palm and press them gently onto cleansed face and neck. Let them absorb for a few moments before your Caviar Absolu cream.',
            },
            es: {
              question: 'Mañana y noche',
              reponse:
                'Deposite tres o cuatro gotas en la palma de la mano y aplíquelas sobre el rostro y el cuello limpios con ligeras presiones. Deje penetrar unos instantes antes de su crema Caviar Absolu.',
            },
            de: {
              question: 'Morgens und abends',
              reponse:
                'Drei bis vier Tropfen in die Handfläche geben und mit leichtem Druck auf das gereinigte Gesicht und den Hals auftragen. Einige Augenblicke einziehen lassen, bevor Sie Ihre Caviar-Absolu-Creme auftragen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Pour toutes les peaux dès 30 ans, en particulier celles qui manquent de fermeté ou d’éclat. Sa texture légère convient aussi aux peaux mixtes.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'For all skin from the age of 30, especially skin lacking firmness or radiance. Its light texture also suits combination skin.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Para todas las pieles a partir de los 30 años, en particular las que carecen de firmeza o luminosidad. Su textura ligera también conviene a las pieles mixtas.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Für jede Haut ab 30, besonders wenn es ihr an Festigkeit oder Ausstrahlung fehlt. Die leichte Textur eignet sich auch für Mischhaut.',
            },
          },
        },
        {
          type: 'tech',
          question: 'Formule et flacon',
          reponse:
            'Texture fluide et soyeuse, 92 % d’ingrédients d’origine naturelle. Flacon en verre teinté qui protège les actifs de la lumière, pipette de précision.',
          traductions: {
            en: {
              question: 'Formula and bottle',
              reponse:
                'A fluid, silky texture, 92 % ingredients of natural origin. Tinted glass bottle that protects the active ingredients from light, precision dropper.',
            },
            es: {
              question: 'Fórmula y frasco',
              reponse:
                'Textura fluida y sedosa, 92 % de ingredientes de origen natural. Frasco de vidrio tintado que protege los activos de la luz, pipeta de precisión.',
            },
            de: {
              question: 'Formel und Flakon',
              reponse:
                'Flüssige, seidige Textur, 92 % Inhaltsstoffe natürlichen Ursprungs. Getönter Glasflakon, der die Wirkstoffe vor Licht schützt, Präzisionspipette.',
            },
          },
        },
        {
          type: 'market',
          question: 'Le soin signature',
          reponse:
            'Élu soin de l’année aux Trophées Beauté & Savoir-Faire 2026, le Sérum Concentré est le cœur du rituel Orcaviar.',
          traductions: {
            en: {
              question: 'The signature treatment',
              reponse:
                'Voted treatment of the year at the 2026 Beauté & Savoir-Faire Awards, the Concentrated Serum is the heart of the Orcaviar ritual.',
            },
            es: {
              question: 'El tratamiento emblemático',
              reponse:
                'Elegido tratamiento del año en los Trofeos Beauté & Savoir-Faire 2026, el Sérum Concentrado es el corazón del ritual Orcaviar.',
            },
            de: {
              question: 'Die Signature-Pflege',
              reponse:
                'Bei den Trophées Beauté & Savoir-Faire 2026 zur Pflege des Jahres gewählt, ist das Konzentrierte Serum das Herzstück des Orcaviar-Rituals.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Absolu Concentrated Serum',
          accroche: 'The essence of caviar, enhanced by gold.',
          description:
            'An exceptional serum that concentrates the very best of caviar for visibly firmer, more luminous skin. Its formula, rich in caviar extract, marine peptides and dual-weight hyaluronic acid, absorbs instantly without leaving a film. 24-carat gold brightens the complexion from the very first application. Within a few weeks, wrinkles look smoother, facial contours appear redefined and the skin regains its density.',
          meta_description:
            'Concentrated serum with caviar and 24-carat gold: firms, smooths and brightens. Light, non-greasy texture. The Maison Orcaviar icon.',
        },
        es: {
          label: 'Sérum Concentrado Caviar Absolu',
          accroche: 'La esencia del caviar, realzada por el oro.',
          description:
            'Un sérum excepcional que concentra lo mejor del caviar para una piel visiblemente más firme y luminosa. Su fórmula, rica en extracto de caviar, péptidos marinos y ácido hialurónico de doble peso molecular, penetra al instante sin dejar película. El oro de 24 quilates ilumina la tez desde la primera aplicación. En pocas semanas, las arrugas parecen alisadas, el óvalo se ve redefinido y la piel recupera su densidad.',
          meta_description:
            'Sérum concentrado con caviar y oro de 24 quilates: reafirma, alisa e ilumina. Textura ligera, sin película grasa. El icono de Maison Orcaviar.',
        },
        de: {
          label: 'Konzentriertes Serum Caviar Absolu',
          accroche: 'Die Essenz des Kaviars, veredelt mit Gold.',
          description:
            'Ein außergewöhnliches Serum, das das Beste des Kaviars für sichtbar straffere, strahlendere Haut konzentriert. Seine Formel mit Kaviarextrakt, marinen Peptiden und Hyaluronsäure in zwei Molekülgrößen zieht sofort ein, ohne einen Film zu hinterlassen. 24-Karat-Gold lässt den Teint schon ab der ersten Anwendung erstrahlen. Nach wenigen Wochen wirken Falten geglättet, die Gesichtskonturen definierter, und die Haut gewinnt an Dichte.',
          meta_description:
            'Konzentriertes Serum mit Kaviar und 24-Karat-Gold: strafft, glättet und verleiht Strahlkraft. Leicht, ohne Fettfilm. Die Ikone von Maison Orcaviar.',
        },
      },
    },

    // 6 — Shampooing (Caviar Capillaire)
    {
      id: 6,
      gamme: 'capillaire',
      label: 'Shampooing Soin Caviar Capillaire',
      accroche: 'Laver, nourrir, sublimer : le premier geste d’une chevelure précieuse.',
      description:
        'Un shampooing soin sans sulfate qui lave en douceur tout en nourrissant la fibre capillaire. L’extrait de caviar et les céramides réparent visiblement les longueurs fragilisées, tandis que l’algue rouge protège le cuir chevelu des agressions extérieures. Sa mousse crémeuse se rince facilement et laisse les cheveux légers, souples et faciles à démêler. Jour après jour, la chevelure gagne en brillance et en vitalité.',
      poids: 330,
      seuil: 5,
      meta_description:
        'Shampooing soin sans sulfate au caviar et aux céramides. Lave en douceur, nourrit et fait briller les cheveux secs ou abîmés. Fabriqué en France.',
      meta_keywords:
        'shampooing sans sulfate, shampooing caviar, shampooing cheveux abîmés, céramides, soin capillaire, brillance',
      tags: ['sans-sulfate', 'cheveux-abimes', 'fabrique-en-france'],
      associes: [7],
      principes: ['caviar', 'algue', 'ceramides'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'pump-bottle',
          colour: '#4B2A43',
          accent: '#C9A46A',
          label: 'Shampooing Soin',
          sublabel: '250 ml',
        },
        {
          kind: 'packshot',
          shape: 'refill-pouch',
          colour: '#5A3552',
          accent: '#C9A46A',
          label: 'Shampooing Soin',
          sublabel: 'Recharge 500 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Flacon',
          label: '250 ml',
          prix_ht: 3667, // 44,00 € TTC
          stock: 86,
          delais: [2],
          traductions: {
            en: { conteneur: 'Bottle', label: '250 ml' },
            es: { conteneur: 'Frasco', label: '250 ml' },
            de: { conteneur: 'Flakon', label: '250 ml' },
          },
        },
        {
          conteneur: 'Recharge',
          label: '500 ml',
          prix_ht: 6000, // 72,00 € TTC
          stock: null, // stock not tracked
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Refill', label: '500 ml' },
            es: { conteneur: 'Recarga', label: '500 ml' },
            de: { conteneur: 'Nachfüllpackung', label: '500 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'L’extrait de caviar nourrit la fibre, les céramides lissent la cuticule et l’algue rouge protège le cuir chevelu.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Caviar extract nourishes the hair fibre, ceramides smooth the cuticle and red algae protects the scalp.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'El extracto de caviar nutre la fibra, las ceramidas alisan la cutícula y el alga roja protege el cuero cabelludo.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Kaviarextrakt pflegt die Haarfaser, Ceramide glätten die Schuppenschicht und Rotalge schützt die Kopfhaut.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Mode d’emploi',
          reponse:
            'Appliquez une noisette de shampooing sur cheveux mouillés et massez délicatement le cuir chevelu. Laissez la mousse glisser sur les longueurs, puis rincez abondamment ; renouvelez l’application si nécessaire.',
          traductions: {
            en: {
              question: 'How to use',
              reponse:
                'Apply a small amount of shampoo to wet hair and gently massage the scalp. Let the lather run through the lengths, then rinse thoroughly; repeat if needed.',
            },
            es: {
              question: 'Modo de empleo',
              reponse:
                'Aplique una pequeña cantidad de champú sobre el cabello mojado y masajee suavemente el cuero cabelludo. Deje que la espuma se deslice por los largos y aclare abundantemente; repita si es necesario.',
            },
            de: {
              question: 'Anwendung',
              reponse:
                'Eine haselnussgroße Menge Shampoo auf das nasse Haar geben und die Kopfhaut sanft massieren. Den Schaum durch die Längen gleiten lassen und gründlich ausspülen; bei Bedarf wiederholen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Pour les cheveux secs, colorés ou fragilisés par la chaleur des outils coiffants. Sa base lavante douce permet un usage quotidien.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'For dry, coloured hair or hair weakened by the heat of styling tools. Its gentle cleansing base allows daily use.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Para cabellos secos, teñidos o debilitados por el calor de las herramientas de peinado. Su base limpiadora suave permite un uso diario.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Für trockenes, coloriertes oder durch Hitze von Stylinggeräten geschwächtes Haar. Die milde Waschbasis erlaubt die tägliche Anwendung.',
            },
          },
        },
        {
          type: 'entretien',
          question: 'Nos conseils',
          reponse:
            'Rincez à l’eau tiède plutôt que chaude pour préserver l’éclat des longueurs. Complétez avec le Masque Réparateur une à deux fois par semaine.',
          traductions: {
            en: {
              question: 'Our advice',
              reponse:
                'Rinse with lukewarm rather than hot water to preserve the shine of your lengths. Complete with the Repairing Mask once or twice a week.',
            },
            es: {
              question: 'Nuestros consejos',
              reponse:
                'Aclare con agua tibia en lugar de caliente para preservar el brillo de los largos. Complete con la Mascarilla Reparadora una o dos veces por semana.',
            },
            de: {
              question: 'Unsere Tipps',
              reponse:
                'Mit lauwarmem statt heißem Wasser ausspülen, um den Glanz der Längen zu bewahren. Ein- bis zweimal pro Woche mit der Reparierenden Haarmaske ergänzen.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Capillaire Nourishing Shampoo',
          accroche: 'Cleanse, nourish, enhance: the first step to precious hair.',
          description:
            'A sulphate-free nourishing shampoo that gently cleanses while caring for the hair fibre. Caviar extract and ceramides visibly repair weakened lengths, while red algae protects the scalp from external aggressors. Its creamy lather rinses out easily, leaving hair light, supple and easy to detangle. Day after day, hair gains shine and vitality.',
          meta_description:
            'Sulphate-free nourishing shampoo with caviar and ceramides. Gently cleanses, nourishes and adds shine to dry or damaged hair. Made in France.',
        },
        es: {
          label: 'Champú Tratamiento Caviar Capillaire',
          accroche: 'Lavar, nutrir, realzar: el primer gesto para un cabello precioso.',
          description:
            'Un champú tratamiento sin sulfatos que lava con suavidad mientras nutre la fibra capilar. El extracto de caviar y las ceramidas reparan visiblemente los largos debilitados, mientras que el alga roja protege el cuero cabelludo de las agresiones externas. Su espuma cremosa se aclara con facilidad y deja el cabello ligero, flexible y fácil de desenredar. Día tras día, la melena gana en brillo y vitalidad.',
          meta_description:
            'Champú sin sulfatos con caviar y ceramidas. Lava con suavidad, nutre y aporta brillo al cabello seco o dañado. Fabricado en Francia.',
        },
        de: {
          label: 'Pflegeshampoo Caviar Capillaire',
          accroche: 'Reinigen, nähren, veredeln: der erste Schritt zu kostbarem Haar.',
          description:
            'Ein sulfatfreies Pflegeshampoo, das sanft reinigt und dabei die Haarfaser nährt. Kaviarextrakt und Ceramide reparieren strapazierte Längen sichtbar, während Rotalge die Kopfhaut vor äußeren Einflüssen schützt. Sein cremiger Schaum lässt sich leicht ausspülen und hinterlässt leichtes, geschmeidiges und gut kämmbares Haar. Tag für Tag gewinnt das Haar an Glanz und Vitalität.',
          meta_description:
            'Sulfatfreies Pflegeshampoo mit Kaviar und Ceramiden. Reinigt sanft, nährt und schenkt trockenem oder strapaziertem Haar Glanz.',
        },
      },
    },

    // 7 — Masque capillaire (Caviar Capillaire)
    {
      id: 7,
      gamme: 'capillaire',
      label: 'Masque Réparateur Caviar Capillaire',
      accroche: 'Un bain de nutrition pour les cheveux les plus exigeants.',
      description:
        'Un masque réparateur intense qui redonne force, souplesse et brillance aux cheveux secs et abîmés. Sa texture crémeuse, enrichie en extrait de caviar, en céramides et en vitamine E, nourrit la fibre en profondeur et gaine chaque cheveu. Les longueurs se démêlent plus facilement et les pointes paraissent plus nettes. Dès la première utilisation, la chevelure retrouve douceur et éclat.',
      poids: 380,
      seuil: 5,
      meta_description:
        'Masque capillaire réparateur au caviar, aux céramides et à la vitamine E. Nourrit en profondeur les cheveux secs et abîmés pour plus de brillance.',
      meta_keywords:
        'masque cheveux, masque réparateur, masque caviar, céramides, cheveux secs, cheveux abîmés, nutrition',
      tags: ['cheveux-abimes', 'nutrition'],
      associes: [6, 9],
      principes: ['caviar', 'ceramides', 'vitamine-e'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'jar',
          colour: '#4B2A43',
          accent: '#C9A46A',
          label: 'Masque Réparateur',
          sublabel: '200 ml',
        },
        {
          kind: 'packshot',
          shape: 'tube',
          colour: '#5A3552',
          accent: '#C9A46A',
          label: 'Masque Réparateur',
          sublabel: '100 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Pot',
          label: '200 ml',
          prix_ht: 5667, // 68,00 € TTC
          prix_initial_ht: 6500, // 78,00 € TTC
          stock: 24,
          delais: [2],
          traductions: {
            en: { conteneur: 'Jar', label: '200 ml' },
            es: { conteneur: 'Tarro', label: '200 ml' },
            de: { conteneur: 'Tiegel', label: '200 ml' },
          },
        },
        {
          conteneur: 'Tube',
          label: '100 ml',
          prix_ht: 3500, // 42,00 € TTC
          stock: 57,
          delais: [0],
          traductions: {
            en: { conteneur: 'Tube', label: '100 ml' },
            es: { conteneur: 'Tubo', label: '100 ml' },
            de: { conteneur: 'Tube', label: '100 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'L’extrait de caviar et les céramides comblent les zones fragilisées de la fibre. La vitamine E protège les longueurs et les rend plus souples.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Caviar extract and ceramides fill in the weakened areas of the hair fibre. Vitamin E protects the lengths and makes them more supple.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'El extracto de caviar y las ceramidas rellenan las zonas debilitadas de la fibra. La vitamina E protege los largos y los hace más flexibles.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Kaviarextrakt und Ceramide füllen geschwächte Stellen der Haarfaser auf. Vitamin E schützt die Längen und macht sie geschmeidiger.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Une à deux fois par semaine',
          reponse:
            'Après le shampooing, essorez les cheveux et appliquez le masque mèche par mèche sur les longueurs et les pointes. Laissez poser 5 à 10 minutes, puis rincez abondamment.',
          traductions: {
            en: {
              question: 'Once or twice a week',
              reponse:
                'After shampooing, towel-dry your hair and apply the mask strand by strand to the lengths and ends. Leave on for 5 to 10 minutes, then rinse thoroughly.',
            },
            es: {
              question: 'Una o dos veces por semana',
              reponse:
                'Después del champú, escurra el cabello y aplique la mascarilla mechón a mechón sobre los largos y las puntas. Deje actuar de 5 a 10 minutos y aclare abundantemente.',
            },
            de: {
              question: 'Ein- bis zweimal pro Woche',
              reponse:
                'Nach dem Shampoo das Haar leicht ausdrücken und die Maske Strähne für Strähne in Längen und Spitzen auftragen. 5 bis 10 Minuten einwirken lassen, dann gründlich ausspülen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Pour les cheveux secs, épais, colorés ou sensibilisés par des agressions répétées. Les cheveux fins l’appliqueront uniquement sur les pointes.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'For dry, thick, coloured hair or hair sensitised by repeated stress. Fine hair should apply it to the ends only.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Para cabellos secos, gruesos, teñidos o sensibilizados por agresiones repetidas. Los cabellos finos la aplicarán solo en las puntas.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Für trockenes, dickes, coloriertes oder durch wiederholte Belastung strapaziertes Haar. Feines Haar behandelt nur die Spitzen.',
            },
          },
        },
        {
          type: 'entretien',
          question: 'Nos conseils',
          reponse:
            'Pour un soin plus intense, laissez poser sous une serviette chaude. Avant tout brushing, protégez vos longueurs de la chaleur et modérez la température du fer à lisser.',
          traductions: {
            en: {
              question: 'Our advice',
              reponse:
                'For a more intensive treatment, leave on under a warm towel. Before blow-drying, protect your lengths from heat and keep your straightener at a moderate temperature.',
            },
            es: {
              question: 'Nuestros consejos',
              reponse:
                'Para un tratamiento más intenso, deje actuar bajo una toalla caliente. Antes de cualquier secado, proteja los largos del calor y modere la temperatura de la plancha.',
            },
            de: {
              question: 'Unsere Tipps',
              reponse:
                'Für eine intensivere Pflege unter einem warmen Handtuch einwirken lassen. Vor dem Föhnen die Längen vor Hitze schützen und das Glätteisen nicht zu heiß einstellen.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Capillaire Repairing Mask',
          accroche: 'A nourishing bath for the most demanding hair.',
          description:
            'An intensive repairing mask that restores strength, suppleness and shine to dry, damaged hair. Its creamy texture, enriched with caviar extract, ceramides and vitamin E, deeply nourishes the fibre and coats each strand. Lengths are easier to detangle and ends look neater. From the very first use, hair regains its softness and shine.',
          meta_description:
            'Repairing hair mask with caviar, ceramides and vitamin E. Deeply nourishes dry, damaged hair for more shine and softness.',
        },
        es: {
          label: 'Mascarilla Reparadora Caviar Capillaire',
          accroche: 'Un baño de nutrición para los cabellos más exigentes.',
          description:
            'Una mascarilla reparadora intensa que devuelve fuerza, flexibilidad y brillo al cabello seco y dañado. Su textura cremosa, enriquecida con extracto de caviar, ceramidas y vitamina E, nutre la fibra en profundidad y envuelve cada cabello. Los largos se desenredan con más facilidad y las puntas lucen más cuidadas. Desde la primera aplicación, la melena recupera suavidad y brillo.',
          meta_description:
            'Mascarilla capilar reparadora con caviar, ceramidas y vitamina E. Nutre en profundidad el cabello seco y dañado para un brillo renovado.',
        },
        de: {
          label: 'Reparierende Haarmaske Caviar Capillaire',
          accroche: 'Ein Nährstoffbad für besonders anspruchsvolles Haar.',
          description:
            'Eine intensiv reparierende Maske, die trockenem und strapaziertem Haar Kraft, Geschmeidigkeit und Glanz zurückgibt. Ihre cremige Textur mit Kaviarextrakt, Ceramiden und Vitamin E nährt die Haarfaser tiefenwirksam und umhüllt jedes einzelne Haar. Die Längen lassen sich leichter entwirren, die Spitzen wirken gepflegter. Schon nach der ersten Anwendung gewinnt das Haar Weichheit und Glanz zurück.',
          meta_description:
            'Reparierende Haarmaske mit Kaviar, Ceramiden und Vitamin E. Nährt trockenes, strapaziertes Haar tiefenwirksam für mehr Glanz.',
        },
      },
    },

    // 8 — Contour des yeux (Caviar Absolu), extra catalogue item
    {
      id: 8,
      gamme: 'absolu',
      label: 'Contour des Yeux Caviar Absolu',
      accroche: 'Un regard reposé, lumineux, défatigué.',
      description:
        'Un soin contour des yeux qui défroisse et illumine le regard dès l’application. Sa texture gel-crème ultra-fraîche, associant extrait de caviar, peptides marins et acide hyaluronique, hydrate la peau fine du contour de l’œil et lisse visiblement les ridules. Son embout en métal procure un effet froid immédiat qui aide à atténuer l’apparence des poches. Sans parfum, il est testé sous contrôle ophtalmologique.',
      poids: 70,
      seuil: 5,
      meta_description:
        'Soin contour des yeux au caviar, aux peptides marins et à l’acide hyaluronique. Lisse les ridules et défatigue le regard. Sans parfum.',
      meta_keywords:
        'contour des yeux, soin yeux, crème yeux, caviar, ridules, poches, peptides marins, acide hyaluronique',
      tags: ['anti-age', 'sans-parfum', 'peaux-sensibles'],
      associes: [5, 4],
      principes: ['caviar', 'peptides', 'hyaluronique'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'tube',
          colour: '#1C1A17',
          accent: '#C9A46A',
          label: 'Contour des Yeux',
          sublabel: '15 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Tube',
          label: '15 ml',
          prix_ht: 8167, // 98,00 € TTC
          stock: 31,
          delais: [2],
          traductions: {
            en: { conteneur: 'Tube', label: '15 ml' },
            es: { conteneur: 'Tubo', label: '15 ml' },
            de: { conteneur: 'Tube', label: '15 ml' },
          },
        },
        {
          conteneur: 'Coffret',
          label: '2 × 15 ml',
          prix_ht: 14667, // 176,00 € TTC
          stock: 14,
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Gift box', label: '2 × 15 ml' },
            es: { conteneur: 'Estuche', label: '2 × 15 ml' },
            de: { conteneur: 'Geschenkbox', label: '2 × 15 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'Les peptides marins lissent, l’acide hyaluronique repulpe et l’extrait de caviar nourrit la peau délicate du contour de l’œil.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Marine peptides smooth, hyaluronic acid plumps and caviar extract nourishes the delicate skin around the eyes.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'Los péptidos marinos alisan, el ácido hialurónico rellena y el extracto de caviar nutre la delicada piel del contorno de ojos.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Marine Peptide glätten, Hyaluronsäure polstert auf und Kaviarextrakt pflegt die zarte Haut rund um die Augen.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Matin et soir',
          reponse:
            'Déposez une petite quantité de soin sur l’embout et faites-le glisser du coin interne vers l’extérieur de l’œil, sous l’œil puis sur la paupière. Tapotez du bout de l’annulaire pour parfaire la pénétration.',
          traductions: {
            en: {
              question: 'Morning and evening',
              reponse:
                'Place a little of the treatment on the applicator and glide it from the inner to the outer corner of the eye, under the eye and then on the eyelid. Tap with your ring finger to help it absorb.',
            },
            es: {
              question: 'Mañana y noche',
              reponse:
                'Deposite una pequeña cantidad de tratamiento en el aplicador y deslícelo desde el ángulo interno hacia el exterior del ojo, bajo el ojo y luego sobre el párpado. Dé toquecitos con el dedo anular para favorecer la penetración.',
            },
            de: {
              question: 'Morgens und abends',
              reponse:
                'Etwas Pflege auf den Applikator geben und vom inneren zum äußeren Augenwinkel gleiten lassen, unter dem Auge und dann auf dem Lid. Mit dem Ringfinger sanft einklopfen.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Pour tous les regards marqués par la fatigue, les ridules ou les poches du matin. Il convient aux yeux sensibles et aux porteurs de lentilles.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'For all eyes marked by fatigue, fine lines or morning puffiness. It suits sensitive eyes and contact lens wearers.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Para todas las miradas marcadas por el cansancio, las líneas finas o las bolsas de la mañana. Conviene a los ojos sensibles y a quienes usan lentes de contacto.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Für jeden Blick, der von Müdigkeit, feinen Linien oder morgendlichen Schwellungen gezeichnet ist. Geeignet für empfindliche Augen und Kontaktlinsenträger.',
            },
          },
        },
        {
          type: 'tech',
          question: 'Le geste fraîcheur',
          reponse:
            'Conservé au réfrigérateur, le tube et son embout en métal renforcent encore l’effet défatigant du matin.',
          traductions: {
            en: {
              question: 'The refreshing touch',
              reponse:
                'Kept in the refrigerator, the tube and its metal applicator boost the morning de-puffing effect even further.',
            },
            es: {
              question: 'El gesto frescor',
              reponse:
                'Conservado en el frigorífico, el tubo y su aplicador de metal refuerzan aún más el efecto descansado de la mañana.',
            },
            de: {
              question: 'Der Frische-Kick',
              reponse:
                'Im Kühlschrank aufbewahrt, verstärken Tube und Metallapplikator den belebenden Effekt am Morgen noch.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar Absolu Eye Contour',
          accroche: 'A rested, luminous, refreshed gaze.',
          description:
            'An eye contour treatment that smooths and brightens the eye area from the moment it is applied. Its ultra-fresh gel-cream texture, combining caviar extract, marine peptides and hyaluronic acid, hydrates the delicate skin around the eyes and visibly smooths fine lines. Its metal applicator tip delivers an instant cooling effect that helps reduce the appearance of puffiness. Fragrance-free and ophthalmologically tested.',
          meta_description:
            'Eye contour care with caviar, marine peptides and hyaluronic acid. Smooths fine lines and refreshes tired eyes. Fragrance-free.',
        },
        es: {
          label: 'Contorno de Ojos Caviar Absolu',
          accroche: 'Una mirada descansada, luminosa y sin rastro de fatiga.',
          description:
            'Un tratamiento de contorno de ojos que alisa e ilumina la mirada desde la primera aplicación. Su textura gel-crema ultrafresca, que combina extracto de caviar, péptidos marinos y ácido hialurónico, hidrata la fina piel del contorno del ojo y alisa visiblemente las pequeñas arrugas. Su aplicador metálico aporta un efecto frío inmediato que ayuda a atenuar la apariencia de las bolsas. Sin perfume y testado bajo control oftalmológico.',
          meta_description:
            'Contorno de ojos con caviar, péptidos marinos y ácido hialurónico. Alisa las pequeñas arrugas y descansa la mirada. Sin perfume.',
        },
        de: {
          label: 'Augenpflege Caviar Absolu',
          accroche: 'Ein erholter, strahlender, frischer Blick.',
          description:
            'Eine Augenkonturpflege, die den Blick vom ersten Auftragen an glättet und erhellt. Ihre ultrafrische Gel-Creme-Textur mit Kaviarextrakt, marinen Peptiden und Hyaluronsäure spendet der zarten Haut rund um die Augen Feuchtigkeit und glättet feine Linien sichtbar. Der Metallapplikator sorgt für einen sofortigen Kühleffekt, der Schwellungen weniger sichtbar macht. Parfümfrei und augenärztlich getestet.',
          meta_description:
            'Augenpflege mit Kaviar, marinen Peptiden und Hyaluronsäure. Glättet feine Linien und erfrischt müde Augen. Parfümfrei.',
        },
      },
    },

    // 9 — Huile corps (Caviar Corps), extra catalogue item
    {
      id: 9,
      gamme: 'corps',
      label: 'Huile Précieuse Corps Caviar & Or',
      accroche: 'Un voile d’or qui sublime la peau.',
      description:
        'Une huile sèche précieuse qui nourrit la peau du corps et la pare d’un délicat reflet doré. Sa formule associe extrait de caviar, huiles végétales et vitamine E pour assouplir et satiner la peau sans jamais la graisser. De fines particules d’or 24 carats captent la lumière sur les épaules, les bras et les jambes. Elle s’utilise aussi sur les pointes sèches des cheveux.',
      poids: 230,
      seuil: 5,
      meta_description:
        'Huile sèche corps au caviar et à l’or 24 carats : nourrit, satine et illumine la peau d’un reflet doré, sans effet gras. Aussi pour les cheveux.',
      meta_keywords: 'huile sèche, huile corps, huile pailletée, caviar, or 24 carats, vitamine E, peau satinée',
      tags: ['nutrition', 'eclat'],
      associes: [7, 3],
      principes: ['caviar', 'or', 'vitamine-e'],
      artworks: [
        {
          kind: 'packshot',
          shape: 'spray-bottle',
          colour: '#CDB48E',
          accent: '#9A7640',
          label: 'Huile Précieuse',
          sublabel: '100 ml',
        },
      ],
      declinaisons: [
        {
          conteneur: 'Flacon',
          label: '100 ml',
          prix_ht: 5750, // 69,00 € TTC
          prix_initial_ht: 6583, // 79,00 € TTC
          stock: 40,
          delais: [2],
          traductions: {
            en: { conteneur: 'Bottle', label: '100 ml' },
            es: { conteneur: 'Frasco', label: '100 ml' },
            de: { conteneur: 'Flakon', label: '100 ml' },
          },
        },
        {
          conteneur: 'Flacon',
          label: '50 ml',
          prix_ht: 3667, // 44,00 € TTC
          stock: 120,
          delais: [2, 4],
          traductions: {
            en: { conteneur: 'Bottle', label: '50 ml' },
            es: { conteneur: 'Frasco', label: '50 ml' },
            de: { conteneur: 'Flakon', label: '50 ml' },
          },
        },
      ],
      sections: [
        {
          type: 'actif',
          question: 'Les actifs clés',
          reponse:
            'L’extrait de caviar et la vitamine E nourrissent et protègent la peau. L’or 24 carats lui donne un éclat lumineux et satiné.',
          traductions: {
            en: {
              question: 'Key ingredients',
              reponse:
                'Caviar extract and vitamin E nourish and protect the skin. 24-carat gold gives it a luminous, satin glow.',
            },
            es: {
              question: 'Los activos clave',
              reponse:
                'El extracto de caviar y la vitamina E nutren y protegen la piel. El oro de 24 quilates le aporta un brillo luminoso y satinado.',
            },
            de: {
              question: 'Die wichtigsten Wirkstoffe',
              reponse:
                'Kaviarextrakt und Vitamin E pflegen und schützen die Haut. 24-karätiges Gold verleiht ihr einen leuchtenden, seidigen Schimmer.',
            },
          },
        },
        {
          type: 'utilisation',
          question: 'Après la douche',
          reponse:
            'Agitez le flacon pour répartir les particules d’or, puis vaporisez l’huile sur la peau encore légèrement humide. Massez jusqu’à pénétration complète.',
          traductions: {
            en: {
              question: 'After the shower',
              reponse:
                'Shake the bottle to disperse the gold particles, then spray the oil onto slightly damp skin. Massage until fully absorbed.',
            },
            es: {
              question: 'Después de la ducha',
              reponse:
                'Agite el frasco para repartir las partículas de oro y vaporice el aceite sobre la piel aún ligeramente húmeda. Masajee hasta su completa absorción.',
            },
            de: {
              question: 'Nach der Dusche',
              reponse:
                'Den Flakon schütteln, um die Goldpartikel zu verteilen, dann das Öl auf die noch leicht feuchte Haut sprühen. Einmassieren, bis es vollständig eingezogen ist.',
            },
          },
        },
        {
          type: 'pour',
          question: 'Pour qui ?',
          reponse:
            'Pour toutes les peaux, en particulier les peaux sèches ou ternes. Idéale l’été pour sublimer un teint hâlé, ou le soir pour illuminer épaules et décolleté.',
          traductions: {
            en: {
              question: 'Who is it for?',
              reponse:
                'For all skin types, especially dry or dull skin. Ideal in summer to enhance a tan, or in the evening to illuminate shoulders and décolleté.',
            },
            es: {
              question: '¿Para quién?',
              reponse:
                'Para todas las pieles, en particular las secas o apagadas. Ideal en verano para realzar un bronceado, o por la noche para iluminar hombros y escote.',
            },
            de: {
              question: 'Für wen?',
              reponse:
                'Für jede Haut, besonders trockene oder fahle Haut. Ideal im Sommer, um die Bräune zu betonen, oder abends, um Schultern und Dekolleté zum Strahlen zu bringen.',
            },
          },
        },
      ],
      traductions: {
        en: {
          label: 'Caviar & Gold Precious Body Oil',
          accroche: 'A golden veil that enhances the skin.',
          description:
            'A precious dry oil that nourishes the skin of the body and adorns it with a subtle golden sheen. Its formula combines caviar extract, plant oils and vitamin E to soften and satin the skin without ever leaving it greasy. Fine particles of 24-carat gold catch the light on shoulders, arms and legs. It can also be used on dry hair ends.',
          meta_description:
            'Dry body oil with caviar and 24-carat gold: nourishes, satins and illuminates the skin with a golden sheen, never greasy. Also for hair.',
        },
        es: {
          label: 'Aceite Precioso Corporal Caviar y Oro',
          accroche: 'Un velo de oro que realza la piel.',
          description:
            'Un aceite seco precioso que nutre la piel del cuerpo y la viste con un delicado reflejo dorado. Su fórmula combina extracto de caviar, aceites vegetales y vitamina E para suavizar y satinar la piel sin dejarla nunca grasa. Finas partículas de oro de 24 quilates captan la luz en hombros, brazos y piernas. También puede utilizarse en las puntas secas del cabello.',
          meta_description:
            'Aceite seco corporal con caviar y oro de 24 quilates: nutre, satina e ilumina la piel con un reflejo dorado, sin efecto graso.',
        },
        de: {
          label: 'Kostbares Körperöl Kaviar & Gold',
          accroche: 'Ein goldener Schleier, der die Haut veredelt.',
          description:
            'Ein kostbares Trockenöl, das die Haut nährt und ihr einen zarten Goldschimmer verleiht. Seine Formel vereint Kaviarextrakt, Pflanzenöle und Vitamin E, um die Haut geschmeidig und seidig zu pflegen, ohne zu fetten. Feine Partikel aus 24-Karat-Gold fangen das Licht auf Schultern, Armen und Beinen ein. Es eignet sich auch für trockene Haarspitzen.',
          meta_description:
            'Trockenes Körperöl mit Kaviar und 24-Karat-Gold: nährt, macht die Haut seidig und verleiht ihr Goldschimmer, ohne zu fetten. Auch fürs Haar.',
        },
      },
    },
  ],

  // ---------------------------------------------------------------------------------------------
  // FAQ categories (the last one is internal and hidden from the shop)
  // ---------------------------------------------------------------------------------------------
  faqCategories: [
    {
      slug: 'commandes-et-livraison',
      label: 'Commandes et livraison',
      visible: true,
      ordre: 1,
      traductions: {
        en: { label: 'Orders and delivery' },
        es: { label: 'Pedidos y entrega' },
        de: { label: 'Bestellung und Lieferung' },
      },
      faqs: [
        {
          question: 'Quels sont les délais de livraison ?',
          reponse:
            'Les commandes passées avant 13 h un jour ouvré sont préparées le jour même dans notre atelier. En France métropolitaine, comptez 48 à 72 h pour une livraison à domicile ou en point relais. Vers les autres pays de l’Union européenne, le délai est généralement de 3 à 6 jours ouvrés.',
          traductions: {
            en: {
              question: 'How long does delivery take?',
              reponse:
                'Orders placed before 1 pm on a working day are prepared the same day in our workshop. In mainland France, allow 48 to 72 hours for home or pick-up point delivery. To other European Union countries, delivery usually takes 3 to 6 working days.',
            },
            es: {
              question: '¿Cuáles son los plazos de entrega?',
              reponse:
                'Los pedidos realizados antes de las 13 h en día laborable se preparan ese mismo día en nuestro taller. En Francia metropolitana, cuente con 48 a 72 h para una entrega a domicilio o en punto de recogida. Hacia el resto de países de la Unión Europea, el plazo suele ser de 3 a 6 días laborables.',
            },
            de: {
              question: 'Wie lange dauert die Lieferung?',
              reponse:
                'Bestellungen, die an einem Werktag vor 13 Uhr eingehen, werden noch am selben Tag in unserem Atelier vorbereitet. Innerhalb Frankreichs (Festland) beträgt die Lieferzeit 48 bis 72 Stunden, nach Hause oder an eine Abholstelle. In andere Länder der Europäischen Union dauert die Lieferung in der Regel 3 bis 6 Werktage.',
            },
          },
        },
        {
          question: 'La livraison est-elle offerte ?',
          reponse:
            'La livraison est offerte en France métropolitaine dès 90 € d’achat. En dessous de ce montant, les frais de port sont calculés dans votre panier selon le mode de livraison choisi, avant tout paiement.',
          traductions: {
            en: {
              question: 'Is delivery free?',
              reponse:
                'Delivery is free in mainland France for orders of €90 or more. Below that amount, shipping costs are calculated in your basket according to the delivery method you choose, before any payment.',
            },
            es: {
              question: '¿El envío es gratuito?',
              reponse:
                'El envío es gratuito en Francia metropolitana a partir de 90 € de compra. Por debajo de ese importe, los gastos de envío se calculan en su cesta según el modo de entrega elegido, antes de cualquier pago.',
            },
            de: {
              question: 'Ist der Versand kostenlos?',
              reponse:
                'Innerhalb Frankreichs (Festland) ist der Versand ab einem Bestellwert von 90 € kostenlos. Unterhalb dieses Betrags werden die Versandkosten je nach gewählter Versandart vor der Zahlung in Ihrem Warenkorb berechnet.',
            },
          },
        },
        {
          question: 'Comment suivre ma commande ?',
          reponse:
            'Dès l’expédition de votre colis, vous recevez un e-mail contenant votre numéro de suivi. Vous retrouvez également l’état de chacune de vos commandes dans votre espace client, rubrique « Mes commandes ».',
          traductions: {
            en: {
              question: 'How can I track my order?',
              reponse:
                'As soon as your parcel is shipped, you receive an email with your tracking number. You can also check the status of each of your orders in your customer account, under “My orders”.',
            },
            es: {
              question: '¿Cómo puedo seguir mi pedido?',
              reponse:
                'En cuanto se envía su paquete, recibe un correo electrónico con su número de seguimiento. También puede consultar el estado de cada uno de sus pedidos en su área de cliente, en el apartado «Mis pedidos».',
            },
            de: {
              question: 'Wie kann ich meine Bestellung verfolgen?',
              reponse:
                'Sobald Ihr Paket versandt wurde, erhalten Sie eine E-Mail mit Ihrer Sendungsnummer. Den Status jeder Bestellung finden Sie außerdem in Ihrem Kundenkonto unter „Meine Bestellungen“.',
            },
          },
        },
        {
          question: 'Mon panier est-il conservé si je quitte le site ?',
          reponse:
            'Oui, les articles ajoutés à votre panier sont conservés pendant 30 jours. Les prix et les disponibilités sont toutefois vérifiés à nouveau au moment de valider votre commande.',
          traductions: {
            en: {
              question: 'Is my basket saved if I leave the site?',
              reponse:
                'Yes, the items in your basket are kept for 30 days. Prices and availability are, however, checked again when you confirm your order.',
            },
            es: {
              question: '¿Se conserva mi cesta si salgo del sitio?',
              reponse:
                'Sí, los artículos añadidos a su cesta se conservan durante 30 días. No obstante, los precios y la disponibilidad se vuelven a comprobar al confirmar el pedido.',
            },
            de: {
              question: 'Bleibt mein Warenkorb gespeichert, wenn ich die Seite verlasse?',
              reponse:
                'Ja, die Artikel in Ihrem Warenkorb bleiben 30 Tage lang gespeichert. Preise und Verfügbarkeit werden beim Abschluss der Bestellung jedoch erneut geprüft.',
            },
          },
        },
      ],
    },
    {
      slug: 'produits-et-conseils',
      label: 'Produits et conseils',
      visible: true,
      ordre: 2,
      traductions: {
        en: { label: 'Products and advice' },
        es: { label: 'Productos y consejos' },
        de: { label: 'Produkte und Beratung' },
      },
      faqs: [
        {
          question: 'D’où provient le caviar utilisé dans vos soins ?',
          reponse:
            'Notre extrait de caviar provient d’esturgeons élevés en Nouvelle-Aquitaine, dans des élevages engagés dans une démarche durable et contrôlée. Aucun esturgeon sauvage n’est prélevé.',
          traductions: {
            en: {
              question: 'Where does the caviar in your products come from?',
              reponse:
                'Our caviar extract comes from sturgeon raised in Nouvelle-Aquitaine, on farms committed to sustainable, closely monitored practices. No wild sturgeon is ever taken.',
            },
            es: {
              question: '¿De dónde procede el caviar de sus cuidados?',
              reponse:
                'Nuestro extracto de caviar procede de esturiones criados en Nueva Aquitania, en criaderos comprometidos con prácticas sostenibles y controladas. No se captura ningún esturión salvaje.',
            },
            de: {
              question: 'Woher stammt der Kaviar in Ihren Produkten?',
              reponse:
                'Unser Kaviarextrakt stammt von Stören aus Zuchtbetrieben in Nouvelle-Aquitaine, die nachhaltig und kontrolliert arbeiten. Wildstöre werden niemals gefangen.',
            },
          },
        },
        {
          question: 'Vos soins conviennent-ils aux peaux sensibles ?',
          reponse:
            'Toutes nos formules sont testées sous contrôle dermatologique. Les soins portant la mention « Peaux sensibles » ont été conçus pour les peaux réactives ; en cas de doute, faites un essai au creux du coude 24 h avant la première utilisation.',
          traductions: {
            en: {
              question: 'Are your products suitable for sensitive skin?',
              reponse:
                'All our formulas are tested under dermatological supervision. Products labelled “Sensitive skin” were designed for reactive skin; if in doubt, test a small amount in the crook of your elbow 24 hours before first use.',
            },
            es: {
              question: '¿Sus cuidados son aptos para pieles sensibles?',
              reponse:
                'Todas nuestras fórmulas se someten a pruebas bajo control dermatológico. Los productos con la mención «Pieles sensibles» se han diseñado para pieles reactivas; en caso de duda, pruebe una pequeña cantidad en la flexura del codo 24 h antes del primer uso.',
            },
            de: {
              question: 'Sind Ihre Produkte für empfindliche Haut geeignet?',
              reponse:
                'Alle unsere Formeln werden unter dermatologischer Kontrolle getestet. Produkte mit dem Hinweis „Empfindliche Haut“ wurden für reaktive Haut entwickelt; testen Sie im Zweifel 24 Stunden vor der ersten Anwendung eine kleine Menge in der Armbeuge.',
            },
          },
        },
        {
          question: 'Dans quel ordre appliquer mes soins ?',
          reponse:
            'Nettoyez d’abord la peau avec une mousse Caviar Essentiel, puis appliquez le Sérum Concentré et le Contour des Yeux. Terminez par la crème adaptée au moment de la journée : Crème de Jour le matin, Crème de Nuit le soir.',
          traductions: {
            en: {
              question: 'In what order should I apply my products?',
              reponse:
                'First cleanse your skin with a Caviar Essentiel foam, then apply the Concentrated Serum and the Eye Contour. Finish with the cream suited to the time of day: Day Cream in the morning, Night Cream in the evening.',
            },
            es: {
              question: '¿En qué orden debo aplicar mis cuidados?',
              reponse:
                'Limpie primero la piel con una espuma Caviar Essentiel y aplique después el Sérum Concentrado y el Contorno de Ojos. Termine con la crema adecuada al momento del día: Crema de Día por la mañana, Crema de Noche por la noche.',
            },
            de: {
              question: 'In welcher Reihenfolge trage ich meine Pflege auf?',
              reponse:
                'Reinigen Sie die Haut zuerst mit einem Schaum von Caviar Essentiel und tragen Sie dann das Konzentrierte Serum und die Augenpflege auf. Zum Schluss folgt die passende Creme: morgens die Tagescreme, abends die Nachtcreme.',
            },
          },
        },
        {
          question: 'Comment fonctionnent les recharges ?',
          reponse:
            'Nos pots et flacons sont conçus pour durer. Une fois votre soin terminé, remplacez la capsule intérieure de votre pot par la recharge, ou versez celle-ci dans votre flacon propre et sec. Vous réduisez ainsi les emballages tout en profitant d’un prix plus doux.',
          traductions: {
            en: {
              question: 'How do refills work?',
              reponse:
                'Our jars and bottles are made to last. Once your product is finished, replace the inner cup of your jar with the refill, or pour the refill into your clean, dry bottle. You reduce packaging while enjoying a gentler price.',
            },
            es: {
              question: '¿Cómo funcionan las recargas?',
              reponse:
                'Nuestros tarros y frascos están diseñados para durar. Cuando termine su producto, sustituya la cápsula interior del tarro por la recarga, o vierta esta en su frasco limpio y seco. Así reduce los envases y disfruta de un precio más suave.',
            },
            de: {
              question: 'Wie funktionieren die Nachfüllpackungen?',
              reponse:
                'Unsere Tiegel und Flakons sind für eine lange Nutzung gemacht. Ist Ihr Produkt aufgebraucht, ersetzen Sie den Innentiegel durch die Nachfüllpackung oder füllen Sie diese in Ihren sauberen, trockenen Flakon. So sparen Sie Verpackung und profitieren von einem günstigeren Preis.',
            },
          },
        },
      ],
    },
    {
      slug: 'retours-et-remboursements',
      label: 'Retours et remboursements',
      visible: true,
      ordre: 3,
      traductions: {
        en: { label: 'Returns and refunds' },
        es: { label: 'Devoluciones y reembolsos' },
        de: { label: 'Rücksendungen und Erstattungen' },
      },
      faqs: [
        {
          question: 'Puis-je retourner un produit ?',
          reponse:
            'Vous disposez de 14 jours à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier. Pour des raisons d’hygiène, seuls les produits non ouverts, dont l’emballage et l’opercule sont intacts, peuvent être repris.',
          traductions: {
            en: {
              question: 'Can I return a product?',
              reponse:
                'You have 14 days from receipt of your order to exercise your right of withdrawal, without giving any reason. For hygiene reasons, only unopened products with intact packaging and seal can be accepted.',
            },
            es: {
              question: '¿Puedo devolver un producto?',
              reponse:
                'Dispone de 14 días a partir de la recepción de su pedido para ejercer su derecho de desistimiento, sin necesidad de justificarlo. Por razones de higiene, solo se aceptan productos sin abrir, con el envase y el precinto intactos.',
            },
            de: {
              question: 'Kann ich ein Produkt zurücksenden?',
              reponse:
                'Sie haben ab Erhalt Ihrer Bestellung 14 Tage Zeit, um ohne Angabe von Gründen von Ihrem Widerrufsrecht Gebrauch zu machen. Aus hygienischen Gründen können nur ungeöffnete Produkte mit unversehrter Verpackung und Versiegelung zurückgenommen werden.',
            },
          },
        },
        {
          question: 'Comment effectuer un retour ?',
          reponse:
            'Signalez votre retour depuis votre espace client ou en écrivant à contact@orcaviar.example, en précisant votre numéro de commande. Nous vous indiquons alors la marche à suivre. Les frais de retour restent à votre charge, sauf en cas d’erreur de notre part.',
          traductions: {
            en: {
              question: 'How do I return an item?',
              reponse:
                'Let us know about your return from your customer account or by writing to contact@orcaviar.example with your order number. We will then send you the steps to follow. Return shipping costs are at your expense, unless we made a mistake.',
            },
            es: {
              question: '¿Cómo realizo una devolución?',
              reponse:
                'Notifique su devolución desde su área de cliente o escribiendo a contact@orcaviar.example e indicando su número de pedido. Le enviaremos entonces los pasos que debe seguir. Los gastos de devolución corren a su cargo, salvo en caso de error por nuestra parte.',
            },
            de: {
              question: 'Wie sende ich einen Artikel zurück?',
              reponse:
                'Melden Sie Ihre Rücksendung in Ihrem Kundenkonto an oder schreiben Sie unter Angabe Ihrer Bestellnummer an contact@orcaviar.example. Wir teilen Ihnen dann das weitere Vorgehen mit. Die Rücksendekosten tragen Sie, es sei denn, uns ist ein Fehler unterlaufen.',
            },
          },
        },
        {
          question: 'Quand serai-je remboursé ?',
          reponse:
            'Le remboursement intervient au plus tard 14 jours après la réception de votre demande de rétractation, sur le moyen de paiement utilisé lors de la commande. Il peut être différé jusqu’à la réception des produits retournés.',
          traductions: {
            en: {
              question: 'When will I be refunded?',
              reponse:
                'You will be refunded within 14 days of receipt of your withdrawal request, using the payment method used for the order. The refund may be withheld until we have received the returned products.',
            },
            es: {
              question: '¿Cuándo recibiré el reembolso?',
              reponse:
                'El reembolso se efectúa en un plazo máximo de 14 días desde la recepción de su solicitud de desistimiento, mediante el mismo medio de pago utilizado en el pedido. Puede aplazarse hasta la recepción de los productos devueltos.',
            },
            de: {
              question: 'Wann erhalte ich meine Erstattung?',
              reponse:
                'Die Erstattung erfolgt spätestens 14 Tage nach Eingang Ihres Widerrufs über das bei der Bestellung verwendete Zahlungsmittel. Sie kann bis zum Eingang der zurückgesandten Produkte zurückgehalten werden.',
            },
          },
        },
        {
          question: 'Mon colis est arrivé endommagé, que faire ?',
          reponse:
            'Si possible, émettez des réserves auprès du transporteur, puis contactez-nous sous 48 h en joignant une photo du colis et des produits. Nous vous renvoyons les articles concernés sans frais ou vous remboursons intégralement.',
          traductions: {
            en: {
              question: 'My parcel arrived damaged. What should I do?',
              reponse:
                'If possible, note your reservations with the carrier, then contact us within 48 hours with a photo of the parcel and the products. We will send replacement items free of charge or refund you in full.',
            },
            es: {
              question: 'Mi paquete ha llegado dañado, ¿qué hago?',
              reponse:
                'Si es posible, haga constar sus reservas ante el transportista y contáctenos en un plazo de 48 h adjuntando una foto del paquete y de los productos. Le enviaremos de nuevo los artículos afectados sin coste o le reembolsaremos íntegramente.',
            },
            de: {
              question: 'Mein Paket ist beschädigt angekommen. Was tun?',
              reponse:
                'Vermerken Sie den Schaden nach Möglichkeit beim Zusteller und kontaktieren Sie uns innerhalb von 48 Stunden mit einem Foto des Pakets und der Produkte. Wir senden Ihnen die betroffenen Artikel kostenlos erneut zu oder erstatten Ihnen den vollen Betrag.',
            },
          },
        },
      ],
    },
    {
      slug: 'compte-client',
      label: 'Compte client',
      visible: true,
      ordre: 4,
      traductions: {
        en: { label: 'Customer account' },
        es: { label: 'Cuenta de cliente' },
        de: { label: 'Kundenkonto' },
      },
      faqs: [
        {
          question: 'Pourquoi créer un compte ?',
          reponse:
            'Votre compte vous permet de suivre vos commandes, d’enregistrer vos adresses de livraison et de retrouver facilement vos soins préférés. Il vous donne aussi accès au programme Ambassadeur.',
          traductions: {
            en: {
              question: 'Why create an account?',
              reponse:
                'Your account lets you track your orders, save your delivery addresses and easily find your favourite products. It also gives you access to the Ambassador programme.',
            },
            es: {
              question: '¿Por qué crear una cuenta?',
              reponse:
                'Su cuenta le permite seguir sus pedidos, guardar sus direcciones de entrega y encontrar fácilmente sus cuidados favoritos. También le da acceso al programa Embajador.',
            },
            de: {
              question: 'Warum ein Kundenkonto anlegen?',
              reponse:
                'Mit Ihrem Konto verfolgen Sie Ihre Bestellungen, speichern Ihre Lieferadressen und finden Ihre Lieblingsprodukte schnell wieder. Außerdem erhalten Sie Zugang zum Botschafter-Programm.',
            },
          },
        },
        {
          question: 'J’ai oublié mon mot de passe, que faire ?',
          reponse:
            'Cliquez sur « Mot de passe oublié » sur la page de connexion et saisissez votre adresse e-mail. Vous recevrez un lien pour en choisir un nouveau ; par sécurité, ce lien n’est valable que pour une durée limitée.',
          traductions: {
            en: {
              question: 'I forgot my password. What should I do?',
              reponse:
                'Click “Forgot password” on the sign-in page and enter your email address. You will receive a link to choose a new one; for security reasons, this link is only valid for a limited time.',
            },
            es: {
              question: 'He olvidado mi contraseña, ¿qué hago?',
              reponse:
                'Haga clic en «He olvidado mi contraseña» en la página de inicio de sesión e introduzca su dirección de correo electrónico. Recibirá un enlace para elegir una nueva; por seguridad, este enlace solo es válido durante un tiempo limitado.',
            },
            de: {
              question: 'Ich habe mein Passwort vergessen. Was nun?',
              reponse:
                'Klicken Sie auf der Anmeldeseite auf „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein. Sie erhalten einen Link, um ein neues Passwort festzulegen; aus Sicherheitsgründen ist dieser Link nur begrenzt gültig.',
            },
          },
        },
        {
          question: 'Qu’est-ce que le programme Ambassadeur ?',
          reponse:
            'Les ambassadeurs Orcaviar partagent nos soins avec leur entourage grâce à un lien personnel. Ils perçoivent une commission de 10 % sur le montant hors taxes des commandes passées via ce lien. L’inscription se fait depuis votre espace client.',
          traductions: {
            en: {
              question: 'What is the Ambassador programme?',
              reponse:
                'Orcaviar ambassadors share our products with friends and family through a personal link. They earn a 10% commission on the pre-tax amount of orders placed through that link. You can sign up from your customer account.',
            },
            es: {
              question: '¿Qué es el programa Embajador?',
              reponse:
                'Los embajadores Orcaviar comparten nuestros cuidados con su entorno gracias a un enlace personal. Perciben una comisión del 10 % sobre el importe sin impuestos de los pedidos realizados a través de ese enlace. La inscripción se realiza desde su área de cliente.',
            },
            de: {
              question: 'Was ist das Botschafter-Programm?',
              reponse:
                'Orcaviar-Botschafter teilen unsere Pflege über einen persönlichen Link mit ihrem Umfeld. Sie erhalten eine Provision von 10 % auf den Nettobetrag der Bestellungen, die über diesen Link getätigt werden. Die Anmeldung erfolgt in Ihrem Kundenkonto.',
            },
          },
        },
        {
          question: 'Comment supprimer mon compte ?',
          reponse:
            'Conformément au RGPD, vous pouvez demander à tout moment la suppression de votre compte et de vos données personnelles en écrivant à contact@orcaviar.example. Les données de facturation sont conservées pendant la durée imposée par la loi.',
          traductions: {
            en: {
              question: 'How do I delete my account?',
              reponse:
                'In accordance with the GDPR, you can ask at any time for your account and personal data to be deleted by writing to contact@orcaviar.example. Billing data is kept for the period required by law.',
            },
            es: {
              question: '¿Cómo elimino mi cuenta?',
              reponse:
                'De conformidad con el RGPD, puede solicitar en cualquier momento la eliminación de su cuenta y de sus datos personales escribiendo a contact@orcaviar.example. Los datos de facturación se conservan durante el plazo exigido por la ley.',
            },
            de: {
              question: 'Wie lösche ich mein Konto?',
              reponse:
                'Gemäß DSGVO können Sie jederzeit die Löschung Ihres Kontos und Ihrer personenbezogenen Daten beantragen, indem Sie an contact@orcaviar.example schreiben. Rechnungsdaten werden für die gesetzlich vorgeschriebene Dauer aufbewahrt.',
            },
          },
        },
      ],
    },
    {
      slug: 'interne',
      label: 'Interne',
      visible: false,
      ordre: 5,
      faqs: [
        {
          question: 'Une cliente demande un produit en rupture',
          reponse:
            'Vérifier la date de réassort sur la fiche de la déclinaison avant de répondre. Sans date connue, proposer le format ou la recharge disponible du même soin.',
        },
        {
          question: 'Gestes commerciaux',
          reponse:
            'Tout geste commercial supérieur à 15 % du montant de la commande doit être validé par la direction. Les échantillons ajoutés à un colis sont notés dans le commentaire de la commande.',
        },
        {
          question: 'Demandes de la presse',
          reponse:
            'Transmettre toute demande de journaliste à la direction de la communication. Ne communiquer ni chiffre d’affaires, ni nom de fournisseur.',
        },
      ],
    },
  ],

  // ---------------------------------------------------------------------------------------------
  // News (actualités)
  // ---------------------------------------------------------------------------------------------
  actualites: [
    {
      slug: 'dans-les-coulisses-de-notre-atelier',
      label: 'Dans les coulisses de notre atelier',
      accroche: 'De la pesée des actifs au remplissage des pots, visite guidée de notre atelier d’Eure-et-Loir.',
      texte:
        'Chaque soin Maison Orcaviar naît dans notre atelier d’Eure-et-Loir, à une heure de Paris. Une équipe de douze personnes y formule, fabrique et conditionne l’ensemble de nos références, en petites séries, pour garantir la fraîcheur de chaque lot.\n\nL’extrait de caviar est incorporé à froid, en fin de fabrication, afin de préserver ses lipides les plus fragiles. Chaque lot est ensuite contrôlé par notre laboratoire avant d’être libéré : texture, stabilité, qualité microbiologique.\n\nLes pots sont remplis et capsulés à la main, puis numérotés. Un geste patient, à l’image de la maison.',
      publie_le: '2026-02-12',
      artwork: { kind: 'editorial', motif: 'atelier', colour: '#1C1A17', title: 'Notre atelier' },
      traductions: {
        en: {
          label: 'Behind the scenes at our workshop',
          accroche: 'From weighing the actives to filling the jars, a guided tour of our workshop in Eure-et-Loir.',
          texte:
            'Every Maison Orcaviar product is born in our workshop in Eure-et-Loir, an hour from Paris. A team of twelve formulates, manufactures and packs our entire range there, in small batches, to guarantee the freshness of every lot.\n\nCaviar extract is added cold, at the end of production, to preserve its most delicate lipids. Each batch is then checked by our laboratory before release: texture, stability and microbiological quality.\n\nThe jars are filled and capped by hand, then numbered. A patient gesture, true to the spirit of the house.',
        },
        es: {
          label: 'Entre bastidores en nuestro taller',
          accroche:
            'Del pesaje de los activos al llenado de los tarros, visita guiada por nuestro taller de Eure-et-Loir.',
          texte:
            'Cada cuidado Maison Orcaviar nace en nuestro taller de Eure-et-Loir, a una hora de París. Un equipo de doce personas formula, fabrica y envasa allí toda nuestra gama, en pequeñas series, para garantizar la frescura de cada lote.\n\nEl extracto de caviar se incorpora en frío, al final de la fabricación, para preservar sus lípidos más frágiles. Cada lote es controlado después por nuestro laboratorio antes de su liberación: textura, estabilidad y calidad microbiológica.\n\nLos tarros se llenan y se tapan a mano, y después se numeran. Un gesto paciente, a imagen de la casa.',
        },
        de: {
          label: 'Ein Blick hinter die Kulissen unseres Ateliers',
          accroche:
            'Vom Abwiegen der Wirkstoffe bis zum Abfüllen der Tiegel: ein Rundgang durch unser Atelier im Eure-et-Loir.',
          texte:
            'Jedes Produkt von Maison Orcaviar entsteht in unserem Atelier im Département Eure-et-Loir, eine Stunde von Paris entfernt. Ein zwölfköpfiges Team entwickelt, fertigt und verpackt dort unser gesamtes Sortiment in kleinen Serien, um die Frische jeder Charge zu garantieren.\n\nDer Kaviarextrakt wird am Ende der Herstellung kalt eingearbeitet, um seine empfindlichsten Lipide zu bewahren. Jede Charge wird anschließend von unserem Labor geprüft, bevor sie freigegeben wird: Textur, Stabilität und mikrobiologische Qualität.\n\nDie Tiegel werden von Hand befüllt, verschlossen und nummeriert. Eine geduldige Geste, ganz im Sinne des Hauses.',
        },
      },
    },
    {
      slug: 'le-rituel-du-soir-en-quatre-gestes',
      label: 'Le rituel du soir en quatre gestes',
      accroche: 'Démaquiller, nettoyer, traiter, nourrir : la routine de nos expertes pour une peau reposée au réveil.',
      texte:
        'Le soir, la peau se libère des agressions de la journée et entame son cycle de renouvellement. C’est le moment idéal pour lui offrir un rituel complet, en quatre gestes et une dizaine de minutes.\n\nCommencez par la Mousse Démaquillante Lumière de Caviar pour dissoudre le maquillage, puis poursuivez avec la Mousse Nettoyante Perle de Caviar. Appliquez ensuite trois gouttes de Sérum Concentré, avant de terminer par la Crème de Nuit Régénérante, réchauffée entre les doigts.\n\nLe conseil de nos expertes : finissez par un massage ascendant de l’ovale du visage. Une minute suffit pour détendre les traits.',
      publie_le: '2026-03-19',
      artwork: { kind: 'editorial', motif: 'ritual', colour: '#1E2A47', title: 'Le rituel du soir' },
      traductions: {
        en: {
          label: 'The evening ritual in four steps',
          accroche: 'Remove, cleanse, treat, nourish: our experts’ routine for rested-looking skin in the morning.',
          texte:
            'In the evening, the skin sheds the stresses of the day and begins its renewal cycle. It is the perfect moment to offer it a complete ritual, in four steps and about ten minutes.\n\nStart with the Caviar Radiance Make-up Removing Foam to dissolve make-up, then follow with the Caviar Pearl Cleansing Foam. Next, apply three drops of Concentrated Serum, before finishing with the Regenerating Night Cream, warmed between your fingers.\n\nOur experts’ tip: end with an upward massage along the jawline. One minute is enough to relax the features.',
        },
        es: {
          label: 'El ritual de noche en cuatro gestos',
          accroche:
            'Desmaquillar, limpiar, tratar, nutrir: la rutina de nuestras expertas para una piel descansada al despertar.',
          texte:
            'Por la noche, la piel se libera de las agresiones del día e inicia su ciclo de renovación. Es el momento ideal para ofrecerle un ritual completo, en cuatro gestos y unos diez minutos.\n\nEmpiece con la Espuma Desmaquillante Luz de Caviar para disolver el maquillaje y continúe con la Espuma Limpiadora Perla de Caviar. Aplique después tres gotas de Sérum Concentrado y termine con la Crema de Noche Regeneradora, templada entre los dedos.\n\nEl consejo de nuestras expertas: acabe con un masaje ascendente del óvalo del rostro. Un minuto basta para relajar los rasgos.',
        },
        de: {
          label: 'Das Abendritual in vier Schritten',
          accroche:
            'Abschminken, reinigen, pflegen, nähren: die Routine unserer Expertinnen für einen erholten Teint am Morgen.',
          texte:
            'Am Abend befreit sich die Haut von den Belastungen des Tages und beginnt ihren Erneuerungszyklus. Der ideale Moment für ein vollständiges Ritual in vier Schritten und etwa zehn Minuten.\n\nBeginnen Sie mit dem Abschminkschaum Kaviarglanz, um das Make-up zu lösen, und fahren Sie mit dem Reinigungsschaum Kaviarperle fort. Tragen Sie anschließend drei Tropfen Konzentriertes Serum auf und schließen Sie mit der Regenerierenden Nachtcreme ab, die Sie zuvor zwischen den Fingern erwärmen.\n\nDer Tipp unserer Expertinnen: Beenden Sie das Ritual mit einer aufwärts gerichteten Massage der Gesichtskontur. Eine Minute genügt, um die Züge zu entspannen.',
        },
      },
    },
    {
      slug: 'aux-sources-d-un-caviar-responsable',
      label: 'Aux sources d’un caviar responsable',
      accroche: 'Nous avons rendu visite aux éleveurs d’esturgeons de Gironde qui nous accompagnent depuis nos débuts.',
      texte:
        'Notre extrait de caviar provient exclusivement d’élevages d’esturgeons de Nouvelle-Aquitaine, où les bassins sont alimentés par des eaux de source et les densités volontairement limitées. Aucun poisson sauvage n’est prélevé.\n\nNous travaillons avec des œufs qui ne répondent pas aux critères de calibre exigés pour la table : un caviar tout aussi riche en actifs, qui trouve ainsi une seconde vie. Cette démarche nous permet de valoriser chaque récolte sans augmenter la production.\n\nChaque année, notre équipe se rend sur place pour renouveler ce partenariat et suivre les progrès de la filière.',
      publie_le: '2026-05-07',
      artwork: { kind: 'editorial', motif: 'sea', colour: '#2F5566', title: 'Un caviar responsable' },
      traductions: {
        en: {
          label: 'At the source of responsible caviar',
          accroche: 'We visited the sturgeon farmers in the Gironde who have supported us since our very beginnings.',
          texte:
            'Our caviar extract comes exclusively from sturgeon farms in Nouvelle-Aquitaine, where the ponds are fed by spring water and stocking densities are deliberately kept low. No wild fish are ever taken.\n\nWe work with eggs that do not meet the size standards required for the table: caviar that is just as rich in actives and thus finds a second life. This approach allows us to make the most of every harvest without increasing production.\n\nEvery year, our team travels there to renew this partnership and follow the progress of the industry.',
        },
        es: {
          label: 'En el origen de un caviar responsable',
          accroche: 'Visitamos a los criadores de esturiones de la Gironda que nos acompañan desde nuestros inicios.',
          texte:
            'Nuestro extracto de caviar procede exclusivamente de criaderos de esturiones de Nueva Aquitania, donde los estanques se alimentan con agua de manantial y las densidades se limitan de forma voluntaria. No se captura ningún pez salvaje.\n\nTrabajamos con huevas que no cumplen los criterios de calibre exigidos para la mesa: un caviar igual de rico en activos, que encuentra así una segunda vida. Este enfoque nos permite aprovechar cada cosecha sin aumentar la producción.\n\nCada año, nuestro equipo se desplaza hasta allí para renovar esta colaboración y seguir los avances del sector.',
        },
        de: {
          label: 'An den Quellen eines verantwortungsvollen Kaviars',
          accroche: 'Wir haben die Störzüchter in der Gironde besucht, die uns seit unseren Anfängen begleiten.',
          texte:
            'Unser Kaviarextrakt stammt ausschließlich aus Störzuchten in Nouvelle-Aquitaine, deren Becken mit Quellwasser gespeist und bewusst wenig dicht besetzt werden. Wildfische werden niemals gefangen.\n\nWir verarbeiten Rogen, der die für den Tisch geforderten Größenkriterien nicht erfüllt: einen ebenso wirkstoffreichen Kaviar, der so ein zweites Leben erhält. Auf diese Weise können wir jede Ernte vollständig nutzen, ohne die Produktion zu steigern.\n\nJedes Jahr reist unser Team vor Ort, um diese Partnerschaft zu erneuern und die Fortschritte der Branche zu verfolgen.',
        },
      },
    },
    {
      slug: 'le-serum-concentre-recompense',
      label: 'Le Sérum Concentré récompensé',
      accroche: 'Notre soin phare est élu soin de l’année aux Trophées Beauté & Savoir-Faire 2026.',
      texte:
        'Le jury des Trophées Beauté & Savoir-Faire, composé de dermatologues, de journalistes et de formulateurs, a décerné au Sérum Concentré Caviar Absolu le prix du soin de l’année 2026.\n\nLe jury a salué sa haute concentration en extrait de caviar, sa texture légère et son flacon rechargeable. Une distinction qui couronne trois années de recherche et plus de quarante formules d’essai.\n\nMerci à toutes celles et à tous ceux qui nous font confiance depuis le premier jour.',
      publie_le: '2026-06-24',
      artwork: { kind: 'editorial', motif: 'award', colour: '#C9A46A', title: 'Soin de l’année 2026' },
      traductions: {
        en: {
          label: 'Our Concentrated Serum wins an award',
          accroche:
            'Our signature serum has been named product of the year at the 2026 Trophées Beauté & Savoir-Faire.',
          texte:
            'The jury of the Trophées Beauté & Savoir-Faire, made up of dermatologists, journalists and formulators, has named the Caviar Absolu Concentrated Serum its product of the year for 2026.\n\nThe jury praised its high concentration of caviar extract, its light texture and its refillable bottle. An accolade that crowns three years of research and more than forty trial formulas.\n\nThank you to everyone who has placed their trust in us since day one.',
        },
        es: {
          label: 'El Sérum Concentrado, premiado',
          accroche:
            'Nuestro cuidado estrella ha sido elegido producto del año en los Trophées Beauté & Savoir-Faire 2026.',
          texte:
            'El jurado de los Trophées Beauté & Savoir-Faire, formado por dermatólogos, periodistas y formuladores, ha concedido al Sérum Concentrado Caviar Absolu el premio al producto del año 2026.\n\nEl jurado destacó su alta concentración de extracto de caviar, su textura ligera y su frasco recargable. Una distinción que corona tres años de investigación y más de cuarenta fórmulas de prueba.\n\nGracias a todas y todos los que confían en nosotros desde el primer día.',
        },
        de: {
          label: 'Auszeichnung für das Konzentrierte Serum',
          accroche:
            'Unser Signature-Serum wurde bei den Trophées Beauté & Savoir-Faire 2026 zum Produkt des Jahres gewählt.',
          texte:
            'Die Jury der Trophées Beauté & Savoir-Faire aus Dermatologen, Journalisten und Formulierern hat das Konzentrierte Serum Caviar Absolu zum Pflegeprodukt des Jahres 2026 gekürt.\n\nDie Jury würdigte seine hohe Konzentration an Kaviarextrakt, seine leichte Textur und seinen nachfüllbaren Flakon. Eine Auszeichnung, die drei Jahre Forschung und mehr als vierzig Testformeln krönt.\n\nDanke an alle, die uns seit dem ersten Tag ihr Vertrauen schenken.',
        },
      },
    },
    {
      slug: 'l-hiver-vos-soins-en-mode-cocon',
      label: 'L’hiver, vos soins en mode cocon',
      accroche:
        'Froid, vent, chauffage : nos conseils pour préserver le confort de la peau et des cheveux jusqu’au printemps.',
      texte:
        'En hiver, la peau produit moins de lipides et se déshydrate plus vite sous l’effet du froid et du chauffage. Elle réclame des textures plus riches et des gestes plus enveloppants.\n\nLe matin, misez sur la Crème de Jour Caviar Absolu, dont la texture riche forme un véritable cocon. Côté cheveux, le Masque Réparateur, appliqué deux fois par semaine, aide les longueurs à retrouver souplesse et brillance.\n\nEnfin, n’oubliez pas le corps : quelques pulvérisations d’Huile Précieuse après la douche suffisent à apaiser les sensations d’inconfort.',
      publie_le: '2026-11-05',
      artwork: { kind: 'editorial', motif: 'seasonal', colour: '#4B2A43', title: 'Soins d’hiver' },
      traductions: {
        en: {
          label: 'Winter: wrap your skin in comfort',
          accroche: 'Cold, wind, central heating: our advice for keeping skin and hair comfortable until spring.',
          texte:
            'In winter, the skin produces fewer lipids and dehydrates faster under the effects of cold weather and heating. It calls for richer textures and more enveloping gestures.\n\nIn the morning, turn to the Caviar Absolu Day Cream, whose rich texture wraps the skin like a cocoon. For hair, the Repairing Mask, applied twice a week, helps the lengths regain suppleness and shine.\n\nFinally, do not forget the body: a few sprays of Precious Body Oil after the shower are enough to soothe feelings of discomfort.',
        },
        es: {
          label: 'En invierno, cuidados que envuelven',
          accroche:
            'Frío, viento, calefacción: nuestros consejos para preservar el confort de la piel y el cabello hasta la primavera.',
          texte:
            'En invierno, la piel produce menos lípidos y se deshidrata más rápido por efecto del frío y la calefacción. Necesita texturas más ricas y gestos más envolventes.\n\nPor la mañana, apueste por la Crema de Día Caviar Absolu, cuya textura rica envuelve la piel como un capullo. Para el cabello, la Mascarilla Reparadora, aplicada dos veces por semana, ayuda a los largos a recuperar flexibilidad y brillo.\n\nPor último, no olvide el cuerpo: unas pulverizaciones de Aceite Precioso después de la ducha bastan para calmar las sensaciones de incomodidad.',
        },
        de: {
          label: 'Winterpflege: Wohlgefühl für Haut und Haar',
          accroche:
            'Kälte, Wind, Heizungsluft: unsere Tipps für gepflegte Haut und geschmeidiges Haar bis zum Frühling.',
          texte:
            'Im Winter produziert die Haut weniger Lipide und trocknet durch Kälte und Heizungsluft schneller aus. Sie verlangt nach reichhaltigeren Texturen und umhüllenden Pflegegesten.\n\nSetzen Sie morgens auf die Tagescreme Caviar Absolu, deren reichhaltige Textur die Haut wie ein Kokon umhüllt. Für das Haar hilft die Reparierende Haarmaske, zweimal pro Woche angewendet, den Längen, Geschmeidigkeit und Glanz zurückzugewinnen.\n\nVergessen Sie schließlich den Körper nicht: Ein paar Sprühstöße Kostbares Körperöl nach dem Duschen genügen, um Spannungsgefühle zu lindern.',
        },
      },
    },
  ],

  // ---------------------------------------------------------------------------------------------
  // Shop configuration: company identity (legal notices, emails) and commercial settings
  // ---------------------------------------------------------------------------------------------
  configurations: {
    'societe.nom': 'Maison Orcaviar SAS',
    'societe.adresse': '14 rue de Castellane',
    'societe.code_postal': '75008',
    'societe.ville': 'Paris',
    'societe.pays': 'France',
    'societe.siret': '91248356700018',
    'societe.rcs': 'RCS Paris 912 483 567',
    'societe.tva': 'FR36912483567',
    'societe.capital': '150 000 €',
    'societe.email': 'contact@orcaviar.example',
    'societe.telephone': '+33 1 99 00 12 34',
    'societe.directeur_publication': 'Hélène Castaing',
    hebergeur: 'Hexacloud SAS, 8 quai de la Seine, 75019 Paris (serveurs situés en France)',
    'livraison.franco_cents': '9000',
    'ambassadeur.commission_bps': '1000',
    'panier.conservation_jours': '30',
  },

  // ---------------------------------------------------------------------------------------------
  // Home page: the hero's bottles (zones open products 3, 7, 6, 4, 5) and the still
  // behind the partner band, a bare dusk seascape (no title) so the page's words sit over it.
  // ---------------------------------------------------------------------------------------------
  accueil: {
    heroProduits: [3, 7, 6, 4, 5],
    videoPoster: { kind: 'editorial', motif: 'sea', colour: '#2F5566', title: '' },
  },
};
