import type { LegalBody } from '../../legal-types.ts';

/** Desistimiento, devoluciones y reembolsos (Código de consumo francés, artículos L221-18 y siguientes). */
export const retours: LegalBody = {
  'droit-de-retractation': [
    'De conformidad con los artículos L221-18 y siguientes del Código de consumo francés, dispone de un plazo de catorce (14) días para ejercer su derecho de desistimiento, sin necesidad de justificar su decisión ni de asumir otros costes que los previstos a continuación.',
    'Este plazo empieza a contar el día en que usted, o un tercero designado por usted distinto del transportista, adquiera la posesión material de los productos. En un pedido de varios productos entregados por separado, empieza a contar a partir de la recepción del último producto. Cuando el plazo vence un sábado, un domingo o un día festivo, se prorroga hasta el primer día hábil siguiente.',
  ],
  exceptions: [
    'Nuestros cuidados son productos cosméticos. En aplicación del artículo L221-28, 5.º del Código de consumo francés, el derecho de desistimiento no puede ejercerse respecto de los productos que usted haya desprecintado después de la entrega y que no puedan devolverse por razones de higiene o de protección de la salud.',
    'En concreto, un producto cuyo opérculo, película protectora, cápsula o precinto se haya abierto o retirado ya no puede ser objeto de desistimiento. Un producto que permanezca intacto en su embalaje original siempre puede devolvérsenos.',
    'Esta excepción nunca priva a un producto defectuoso o no conforme de las garantías legales descritas en nuestras condiciones generales de venta.',
  ],
  exercer: [
    'Antes de que venza el plazo de catorce días, comuníquenos su decisión mediante una declaración inequívoca, indicando su nombre, su número de pedido y los productos afectados:',
    {
      list: [
        'en línea, sin cuenta de cliente, con la función «Desistir del contrato aquí» en el pie de página del sitio (número de pedido y correo electrónico del pedido), en la página del pedido en su área de cliente o desde nuestros correos de confirmación y de envío: recibirá de inmediato un acuse de recibo con fecha y hora;',
        'por correo electrónico a {{email}};',
        'por correo postal a {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}};',
        'o mediante el formulario de desistimiento reproducido al final de esta página, que no está obligado a utilizar.',
      ],
    },
    'Le enviamos sin demora un acuse de recibo de su solicitud por correo electrónico. Le corresponde a usted probar que ejerció su derecho dentro del plazo; el envío por correo electrónico basta como prueba.',
  ],
  renvoi: [
    'Usted devuelve los productos a más tardar catorce (14) días después de habernos comunicado su decisión (artículo L221-23 del Código de consumo francés), a la dirección: {{nom}}, Service retours, {{adresse}}, {{code_postal}} {{ville}}, {{pays}}.',
    'Los productos viajan en su embalaje original, cuidadosamente protegidos, acompañados de una copia de la factura o del número de pedido. Los gastos de devolución corren de su cuenta, salvo cuando el producto recibido sea defectuoso, esté dañado o no corresponda a su pedido: en ese caso, le enviamos una etiqueta de devolución prepagada.',
    'Solo será usted responsable de la disminución de valor de los productos resultante de una manipulación distinta de la necesaria para establecer su naturaleza, sus características y su funcionamiento.',
  ],
  remboursement: [
    'Le reembolsamos la totalidad de los importes abonados, incluidos los gastos de entrega iniciales (hasta el importe del modo de entrega estándar menos costoso que ofrecemos), a más tardar en los catorce (14) días siguientes a la fecha en que se nos informe de su decisión de desistir (artículo L221-24 del Código de consumo francés).',
    'Podemos retener el reembolso hasta haber recibido los productos o hasta que usted haya presentado una prueba de su envío, según qué condición se cumpla primero.',
    'El reembolso se efectúa utilizando el mismo medio de pago empleado para el pedido, salvo que usted disponga expresamente otra cosa, y sin ningún gasto para usted. En caso de desistimiento parcial, solo se reembolsan los productos devueltos.',
  ],
  'produit-abime': [
    'Si su paquete llega dañado, formule si es posible reservas precisas ante el transportista en el momento de la entrega y escríbanos cuanto antes a {{email}}, con fotografías. Le propondremos entonces la sustitución del producto o su reembolso, gastos de devolución incluidos.',
    'En cualquier caso, usted se beneficia de la garantía legal de conformidad (artículos L217-3 y siguientes del Código de consumo francés) y de la garantía por vicios ocultos (artículos 1641 y siguientes del Código civil francés), descritas en nuestras condiciones generales de venta.',
  ],
  formulaire: [
    'Cumplimente y envíe el presente formulario únicamente si desea desistir del contrato (anexo al artículo R221-1 del Código de consumo francés).',
    {
      list: [
        'A la atención de {{nom}}, {{adresse}}, {{code_postal}} {{ville}}, {{email}}:',
        'Por la presente le comunico que desisto de mi contrato de venta del siguiente bien: …',
        'Pedido el … / recibido el …; número de pedido: …',
        'Nombre del consumidor: …; dirección del consumidor: …',
        'Firma del consumidor (solo si el presente formulario se presenta en papel): …',
        'Fecha: …',
      ],
    },
  ],
};
