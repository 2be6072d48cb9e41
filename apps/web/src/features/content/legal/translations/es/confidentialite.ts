import type { LegalBody } from '../../legal-types.ts';

/** Política de privacidad (RGPD, artículos 12 a 22). */
export const confidentialite: LegalBody = {
  responsable: [
    'El responsable del tratamiento de los datos personales recogidos en el sitio es {{nom}}, {{adresse}}, {{code_postal}} {{ville}} ({{pays}}), {{rcs}}, representada por {{directeur_publication}}.',
    'Para cualquier pregunta sobre sus datos o el ejercicio de sus derechos, escriba a {{email}} indicando «Datos personales» en el asunto, o por correo postal a la dirección anterior.',
  ],
  donnees: [
    'Solo recogemos los datos necesarios para las finalidades que se describen a continuación:',
    {
      list: [
        'identidad y datos de contacto: tratamiento, apellidos, nombre, dirección de correo electrónico, número de teléfono, direcciones de entrega y de facturación;',
        'datos de la cuenta: identificador, contraseña (conservada de forma cifrada), idioma y preferencias de visualización de los precios;',
        'pedidos: productos, importes, historial, intercambios con el servicio de atención al cliente, devoluciones;',
        'pago: estado y referencia de la transacción; los datos de la tarjeta bancaria los trata exclusivamente nuestro proveedor de pago y nunca se nos transmiten;',
        'navegación: identificador de sesión, páginas consultadas, tipo de dispositivo y de navegador, elecciones en materia de cookies.',
      ],
    },
  ],
  finalites: [
    'Cada tratamiento se basa en una de las bases jurídicas previstas en el artículo 6 del RGPD:',
    {
      list: [
        'gestión de los pedidos, del pago, de la entrega, de las devoluciones y del servicio de atención al cliente: ejecución del contrato (art. 6.1.b);',
        'gestión de la cuenta de cliente: ejecución del contrato (art. 6.1.b);',
        'facturación y contabilidad: cumplimiento de nuestras obligaciones legales (art. 6.1.c);',
        'prevención del fraude en el pago y seguridad del sitio: interés legítimo en proteger a nuestros clientes y nuestra actividad (art. 6.1.f);',
        'envío del boletín informativo y de ofertas: consentimiento (art. 6.1.a) o, para productos similares a los ya comprados, interés legítimo con posibilidad de oponerse en cada envío (artículo L34-5 del Código francés de correos y comunicaciones electrónicas);',
        'medición de audiencia y personalización publicitaria: consentimiento obtenido mediante el banner de cookies (art. 6.1.a);',
        'gestión de las reclamaciones y los litigios: interés legítimo en defender nuestros derechos (art. 6.1.f).',
      ],
    },
  ],
  destinataires: [
    'Sus datos se destinan únicamente a los servicios autorizados de {{nom}} y a nuestros encargados del tratamiento, en la medida necesaria para su misión y en el marco de un contrato conforme al artículo 28 del RGPD: proveedor de alojamiento del sitio ({{hebergeur}}), proveedor de pago, transportistas, proveedor de envío de correos electrónicos. Nunca vendemos ni alquilamos sus datos.',
    'Pueden comunicarse a las autoridades cuando la ley lo exija.',
  ],
  transferts: [
    'Sus datos se alojan en la Unión Europea. Si un proveedor tuviera que acceder a ellos desde un tercer país, esa transferencia estaría amparada por una decisión de adecuación de la Comisión Europea o por cláusulas contractuales tipo, de las que puede obtener una copia previa solicitud.',
  ],
  durees: [
    {
      list: [
        'datos de pedidos y de relación con el cliente: durante la relación contractual y, después, cinco años en virtud de la prescripción de derecho común (artículo 2224 del Código civil francés);',
        'facturas y documentos contables: diez años a partir del cierre del ejercicio (artículo L123-22 del Código de comercio francés);',
        'contratos de un importe igual o superior a 120 €: diez años (artículo L213-1 del Código de consumo francés);',
        'cuenta de cliente: suprimida tras tres años de inactividad, previo aviso;',
        'prospección comercial: tres años a partir del último contacto por su parte, o hasta que se dé de baja;',
        'datos de transacciones bancarias: el tiempo de la transacción y, después, trece meses como prueba en caso de impugnación, en nuestro proveedor de pago;',
        'cookies y rastreadores sujetos a consentimiento: trece meses como máximo; sus elecciones se conservan durante el mismo plazo;',
        'registros técnicos de conexión: un año.',
      ],
    },
  ],
  droits: [
    'De conformidad con los artículos 15 a 22 del RGPD, usted dispone de los siguientes derechos sobre sus datos:',
    {
      list: [
        'un derecho de acceso, para saber qué datos conservamos y obtener una copia;',
        'un derecho de rectificación de los datos inexactos o incompletos;',
        'un derecho de supresión, en los casos previstos en el artículo 17;',
        'un derecho a la limitación del tratamiento;',
        'un derecho a la portabilidad de los datos que nos ha facilitado, en un formato estructurado y de uso común;',
        'un derecho de oposición, en cualquier momento y sin motivo a la prospección comercial, y por motivos legítimos a los tratamientos basados en nuestro interés legítimo;',
        'el derecho a retirar su consentimiento en cualquier momento, sin que ello afecte a la licitud de los tratamientos anteriores;',
        'el derecho a establecer directrices sobre el destino de sus datos tras su fallecimiento (artículo 85 de la ley francesa de informática y libertades).',
      ],
    },
    'Para ejercerlos, escriba a {{email}} o a {{nom}}, {{adresse}}, {{code_postal}} {{ville}}. Respondemos en el plazo de un mes, que puede prorrogarse dos meses en función de la complejidad o del número de solicitudes; solo se le pedirá un documento de identidad en caso de duda razonable sobre su identidad.',
  ],
  reclamation: [
    'Si, después de ponerse en contacto con nosotros, considera que no se respetan sus derechos, puede presentar una reclamación ante la autoridad francesa de protección de datos, la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (Francia), o en línea en www.cnil.fr.',
  ],
  securite: [
    'Aplicamos medidas técnicas y organizativas adecuadas para proteger sus datos: cifrado de las comunicaciones (HTTPS), contraseñas cifradas, acceso restringido únicamente a las personas autorizadas, copias de seguridad periódicas. En caso de violación de datos que suponga un riesgo para sus derechos, lo notificamos a la CNIL y, en su caso, se lo comunicamos.',
  ],
  'mise-a-jour': [
    'Esta política puede cambiar; la fecha de su última actualización figura al principio de la página. En caso de cambio sustancial, le informaremos por correo electrónico o mediante un mensaje en el sitio.',
  ],
};
