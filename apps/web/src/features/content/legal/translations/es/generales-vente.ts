import type { LegalBody } from '../../legal-types.ts';

/** Condiciones generales de venta a consumidores. */
export const generalesVente: LegalBody = {
  objet: [
    'Las presentes condiciones generales de venta («CGV») regulan las ventas de productos cosméticos celebradas a distancia en la tienda en línea Maison Orcaviar entre {{nom}} («el Vendedor») y toda persona física que actúe como consumidor («el Cliente»).',
    'Prevalecen sobre cualquier otro documento. El Cliente declara haberlas leído y aceptado antes de realizar su pedido, marcando la casilla prevista a tal efecto. Las CGV aplicables son las vigentes en la fecha del pedido; pueden descargarse e imprimirse en cualquier momento.',
  ],
  vendeur: [
    '{{nom}}, con un capital de {{capital}}, {{rcs}}, SIRET {{siret}}, NIF-IVA intracomunitario {{tva}}, con domicilio social en {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
    'Atención al cliente: {{email}}, {{telephone}}, de lunes a viernes de 9:30 a 18:00 (salvo festivos).',
  ],
  produits: [
    'Los productos ofrecidos son productos cosméticos conformes al Reglamento (CE) n.º 1223/2009 sobre los productos cosméticos. Sus características esenciales, su composición (lista INCI), su contenido y sus precauciones de uso se presentan en cada ficha de producto y en el envase.',
    'Las imágenes tienen un valor ilustrativo y no son contractuales. Recomendamos realizar una prueba de tolerancia en el pliegue del codo antes del primer uso, en particular en pieles sensibles o reactivas.',
    'Las ofertas son válidas hasta agotar existencias. Las existencias mostradas se actualizan en tiempo real; si, a pesar de ello, un producto se agotara después de su pedido, le informaremos sin demora y le reembolsaremos el producto afectado a más tardar en los catorce días siguientes al pago.',
  ],
  prix: [
    'Los precios se indican en euros, con todos los impuestos incluidos, IVA francés al tipo vigente incluido. No incluyen los gastos de envío, que se indican antes de validar el pedido y se resumen en este.',
    'El Vendedor puede modificar sus precios en cualquier momento; los productos se facturan al precio vigente en el momento de validar el pedido. Cuando se muestra un precio tachado, corresponde al precio más bajo aplicado por el Vendedor durante los treinta días anteriores a la reducción.',
  ],
  commande: [
    'El Cliente selecciona los productos y su formato, los añade a su cesta, comprueba el contenido de esta, indica sus datos de entrega y facturación, elige un modo de entrega y acepta las presentes CGV.',
    'Antes de confirmar, el Cliente puede comprobar el detalle de su pedido y su precio total, y corregir posibles errores. El contrato se celebra cuando el Cliente hace clic en el botón «Pedido con obligación de pago» (o cualquier fórmula equivalente) y su pago es aceptado.',
    'En cuanto se confirma el pedido, se envía al Cliente un correo electrónico que lo resume. El Vendedor archiva los pedidos de un importe igual o superior a 120 € durante diez años (artículos L213-1 y D213-1 del Código de consumo francés) y garantiza su acceso al Cliente previa simple solicitud.',
    'El Vendedor se reserva el derecho de rechazar un pedido anormal, realizado de mala fe o procedente de un Cliente con el que exista un litigio de pago anterior.',
  ],
  paiement: [
    'El precio se paga al contado, en su totalidad, el día del pedido, con tarjeta bancaria (CB, Visa, Mastercard). El pago lo gestiona un proveedor de servicios de pago autorizado, mediante una conexión cifrada (TLS) y, en su caso, una autenticación reforzada (3-D Secure).',
    'Los datos de la tarjeta se introducen directamente en la interfaz segura del proveedor: el Vendedor nunca tiene acceso a ellos y no los conserva. La cuenta del Cliente se carga al validar el pedido. En caso de denegación de la autorización de pago, el pedido se anula.',
  ],
  livraison: [
    'Los productos se entregan en Francia metropolitana y en los países de la Unión Europea indicados durante el pedido, en la dirección indicada por el Cliente, a domicilio o en un punto de recogida. Los plazos de preparación y de transporte se indican en la ficha de producto y antes de validar el pedido.',
    'Salvo que se indique otro plazo durante el pedido, el Vendedor entrega a más tardar treinta (30) días después de la celebración del contrato (artículo L216-1 del Código de consumo francés). En su defecto, el Cliente puede, tras haber requerido al Vendedor que efectúe la entrega en un plazo adicional razonable, resolver el contrato mediante carta certificada o por escrito en otro soporte duradero; se le reembolsa entonces a más tardar en los catorce días siguientes (artículos L216-6 y L216-7).',
    'El riesgo de pérdida o deterioro de los productos se transmite al Cliente en el momento en que este, o un tercero designado por él, toma posesión física de ellos (artículo L216-4). En caso de paquete dañado, se invita al Cliente a formular reservas ante el transportista y a avisar al servicio de atención al cliente.',
  ],
  'reserve-de-propriete': [
    'Los productos siguen siendo propiedad del Vendedor hasta el pago íntegro de su precio, gastos de envío incluidos. Esta cláusula no impide la transmisión de riesgos prevista en el artículo 7.',
  ],
  retractation: [
    'El Cliente dispone de un plazo de catorce (14) días para desistir, sin necesidad de justificación (artículos L221-18 y siguientes del Código de consumo francés). Este plazo corre desde el pedido hasta el decimocuarto día siguiente a la entrega del último paquete; el Vendedor puede conceder un plazo más largo, que se indica entonces en el sitio. Cuando el transportista no ha comunicado la fecha de entrega, el plazo corre desde el envío del paquete, fecha siempre más favorable para el Cliente.',
    'El Cliente puede desistir en línea, sin cuenta de cliente, mediante la función «Desistir del contrato aquí», accesible durante todo el plazo desde el pie de cada página del sitio (número de pedido y correo electrónico del pedido), desde la página del pedido en el área de cliente y desde los correos electrónicos de confirmación y de envío del pedido. El Cliente indica primero su nombre, el pedido, los productos y cantidades afectados y un correo electrónico de contacto, y después confirma su declaración con el botón «Confirmar el desistimiento». Se le envía sin demora por correo electrónico un acuse de recibo con el contenido de la declaración y la fecha y hora (hora de París) del desistimiento.',
    'El Vendedor reembolsa los productos afectados a más tardar catorce (14) días después del desistimiento; puede retener el reembolso hasta haber recibido los productos o hasta que el Cliente haya presentado una prueba de su devolución. El reembolso se efectúa con el medio de pago utilizado para el pedido.',
    'Los productos precintados por razones de higiene se señalan como tales en su ficha de producto: desprecintados tras la entrega, pueden ser rechazados en caso de desistimiento (artículo L221-28, 5.º del Código de consumo francés; artículo 16, letra e), de la Directiva 2011/83/UE). El Cliente también puede comunicar en línea un producto defectuoso o un artículo equivocado; estas solicitudes se rigen por las garantías legales del artículo 10.',
    'Las modalidades de devolución de los productos, así como el modelo de formulario, figuran en la página «Desistimiento y devoluciones», que forma parte integrante de las presentes CGV.',
  ],
  garanties: [
    'Con independencia de cualquier gesto comercial, el Vendedor está sujeto a la garantía legal de conformidad (artículos L217-3 y siguientes del Código de consumo francés) y a la garantía por vicios ocultos (artículos 1641 a 1649 del Código civil francés).',
    'Garantía legal de conformidad. El Cliente dispone de un plazo de dos años a partir de la entrega del bien para obtener la aplicación de la garantía legal de conformidad en caso de aparición de una falta de conformidad. Durante este plazo, solo está obligado a demostrar la existencia de la falta de conformidad y no la fecha en que apareció. La garantía legal de conformidad conlleva la obligación de suministrar todas las actualizaciones necesarias para mantener la conformidad del bien.',
    'Da derecho al Cliente a la reparación o sustitución del bien en un plazo de treinta días a partir de su solicitud, sin gastos y sin inconvenientes mayores para él. Si el bien no se repara ni se sustituye, o si el defecto es de tal gravedad que justifica una reducción inmediata del precio o la resolución del contrato, el Cliente puede obtener una reducción del precio conservando el bien, o poner fin al contrato obteniendo el reembolso íntegro a cambio de la devolución del bien (artículos L217-9 a L217-17).',
    'El Vendedor que obstaculice de mala fe la aplicación de la garantía legal de conformidad se expone a una multa civil de un importe máximo de 300 000 euros, que puede elevarse hasta el 10 % de su volumen de negocios medio anual (artículo L241-5 del Código de consumo francés).',
    'Garantía por vicios ocultos. El Cliente se beneficia también de la garantía por vicios ocultos en aplicación de los artículos 1641 a 1649 del Código civil francés, durante un plazo de dos años a partir del descubrimiento del defecto. Esta garantía da derecho a una reducción del precio si se conserva el bien, o a un reembolso íntegro a cambio de la devolución del bien (artículo 1644 del Código civil francés).',
    'Para hacer valer estas garantías, el Cliente escribe a {{email}} describiendo el defecto observado, con fotografías si procede.',
  ],
  responsabilite: [
    'El Vendedor no es responsable de los daños derivados de un uso de los productos que no respete su modo de empleo o sus precauciones de uso, ni del incumplimiento del contrato imputable al Cliente, al hecho imprevisible e insuperable de un tercero o a un caso de fuerza mayor en el sentido del artículo 1218 del Código civil francés.',
  ],
  reclamations: [
    'Toda reclamación se dirige al servicio de atención al cliente por correo electrónico a {{email}}, por teléfono al {{telephone}} o por correo postal a {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}}. Respondemos en un plazo de ocho días hábiles.',
  ],
  mediation: [
    'De conformidad con los artículos L612-1 y siguientes del Código de consumo francés, el Cliente puede recurrir gratuitamente al mediador de consumo al que está adherido el Vendedor, con vistas a la resolución amistosa de un litigio que no se haya resuelto con el servicio de atención al cliente:',
    {
      list: [
        'Médiateur des Soins et de la Parfumerie (MSP), 27 avenue de l’Opéra, 75001 París (Francia);',
        'formulario de solicitud en línea: https://www.mediateur-soins-parfumerie.example.',
      ],
    },
    'Solo puede acudirse al mediador tras una reclamación escrita previa dirigida al Vendedor que no haya obtenido una respuesta satisfactoria, y en el plazo de un año a partir de dicha reclamación. El recurso a la mediación es facultativo.',
  ],
  'donnees-personnelles': [
    'Los datos personales del Cliente son tratados por el Vendedor para la gestión de sus pedidos y de la relación con el cliente, en las condiciones descritas en la política de privacidad. El Cliente puede inscribirse gratuitamente en la lista francesa de exclusión de la publicidad telefónica Bloctel (www.bloctel.gouv.fr).',
  ],
  'droit-applicable': [
    'Las presentes CGV se rigen por el derecho francés. Esta elección no priva al Cliente residente en otro Estado miembro de la Unión Europea de la protección que le garantizan las disposiciones imperativas de la ley de su país de residencia.',
    'A falta de resolución amistosa, cualquier litigio será competencia de los tribunales competentes según el derecho común; el Cliente consumidor puede acudir, a su elección, al tribunal del lugar en que residía en el momento de la celebración del contrato o del hecho dañoso (artículo R631-3 del Código de consumo francés).',
  ],
};
