import type { Vocabulary } from './vocabulary';

/** Spanish. */
export const es: Vocabulary = {
  places:
    'pasillo*, sala*, habitación*, oficina*, cocina*, recepción, entrada*, salida*, baño*, aseo*, servicio*, vestuario*, comedor*, cafetería*, restaurante*, almacén*, muelle de carga, aparcamiento*, estacionamiento*, parking, garaje*, escalera*, ascensor*, escalera mecánica, andén*, puerta de embarque, caja*, mostrador*, estante*, estantería*, congelador*, nevera*, sótano*, planta baja, primer piso, segundo piso, tercer piso, planta*, piso, nivel*, edificio*, ala, jardín*, patio*, aula*, habitación, sala de reuniones, departamento*, sección*, zona*, área*, terraza*, balcón*, azotea*, probador*, panadería*, farmacia*, vestíbulo*, lobby, acera*, calle*, cuarto*, bar, bares, polideportivo*, parada*, nave*, paseo*, gimnasio*, plaza*, cole, colegio*, piscina*, taquilla*, auditorio*, solar, vestuarios, portal*, rellano*, parque*, biblioteca*, hospital*, consulta*, sala de espera, andén, estación*, parking*',
  surfaces: 'suelo, piso del, techo*, pared*, puerta, puertas, ventana*',
  near: 'al lado de, junto a, cerca de, detrás de, delante de, enfrente de, frente a, fuera de, dentro de',
  at: 'en, en el, en la, en los, en las',
  greetings: 'hola, buenos días, buenas tardes, buenas noches, buenas, saludos',
  corrections:
    'en realidad, realmente, no, perdón, perdona, quise decir, quería decir, me refiero, corrección, no en, sino, mejor dicho, en vez de',
  another: 'también, además, otro problema, otra cosa, una cosa más, aparte',
  captions:
    'foto, fotos, fotografía, fotografías, imagen, imágenes, imagenes, captura, captura de pantalla, otra foto, otra imagen, una foto más, otra más, una más, aquí está, aquí tienes, aquí tiene, aquí va, aquí hay, aqui esta, aqui tienes, aqui va, adjunto, te envío, le envío, envío otra',
  critical:
    'fuego, incendio*, llamas, arde, ardiendo, quemando, humo, olor a gas, fuga de gas, huele a gas, explosión, explot*, inconsciente, no respira, desmay*, se desplomó, infarto, descarga eléctrica, electrocut*, arma, armas, cuchillo*, navaja*, pistola*, bomba, monóxido de carbono',
  high: 'sangre, sangra*, herid*, lesion*, lastimad*, cables expuestos, cables pelados, cables sueltos, chispa*, inundac*, inundad*, amenaz*, agresi*, agredi*, atac*, pelea*, violen*, agresivo*, vidrio roto, vidrios rotos, cristales rotos, cristal roto, se cayó, caído, atrapad*, peligro*, emergencia',
  medium:
    'resbal*, mojado*, derram*, charco*, fuga*, gotea*, gotera*, tropiez*, suelto*, hielo, helad*, atasc*, obstruid*, sin agua, sin agua caliente, sin luz, apagón, no funciona, roto*, rota*, averiad*, rata*, ratón, ratones, cucaracha*, vómito*, desbord*, sospechos*, robo*, robad*, vandalismo',
  benign:
    'detector de humo, detectores de humo, detector de humos, detectores de humos, alarma de humo, alarma de humos, sensor de humo, sensores de humo, detector de incendios, detectores de incendios, humo de tabaco, humo de cigarro, humo de cigarrillo, máquina de humo, maquina de humo, pistola de agua, pistolas de agua, pistolita de agua, pistola de juguete, pistolas de juguete, pistola de plástico, pistola de plastico, pistolas de plástico, pistola nerf, pistola de silicona, pistola de pegamento, pistola de pintura, pistola del surtidor, pistola de la manguera, pistola de riego, arma de juguete, armas de juguete, arma de plástico, arma de plastico, bombona de gas vacía, bombona de gas vacia, bombonas de gas vacías, bombona de gas está vacía, botella de gas vacía, botella de gas vacia, cambiar la bombona de gas, cambiar la bombona del gas, cambiar la botella de gas, factura del gas, factura de gas, facturas del gas, recibo del gas, recibo de gas, lectura del gas, lectura del contador del gas, lectura del contador de gas, agua con gas, agua sin gas, bebida con gas, bebidas con gas, refresco con gas, refrescos con gas, sin gas, cocina de gas no enciende, cocina de gas no prende, hornillo de gas no enciende, fuego de la cocina no enciende, el fuego no enciende, fuego no prende, extintor de incendios, extintores de incendios, extintor contra incendios, contra incendios, contraincendios, anti incendios, anti-incendios, salida de incendios, salidas de incendios, escalera de incendios, puerta de incendios, puerta contra incendios, boca de incendios, boca de incendio, simulacro de incendio, simulacro de incendios, prueba de alarma de incendios, prueba de la alarma de incendios, salida de emergencia, salidas de emergencia, salida de emergencias, puerta de emergencia, puertas de emergencia, luz de emergencia, luces de emergencia, escalera de emergencia, cartel de emergencia, foco quemado, focos quemados, foco está quemado, foco esta quemado, focos están quemados, focos estan quemados, bombillo está quemado, bombillo esta quemado, te llamas, me llamas, si llamas, cuando llamas, lo llamas, bombillo quemado, bombillos quemados, dispensador de agua, dispensadores de agua, fuente de agua, máquina de agua, maquina de agua, garrafa de agua, bombona vacía, bombona vacia, bombonas vacías, bombonas vacias, bombona de butano vacía, bombona de butano vacia, bombona de propano vacía, bombona de propano vacia, botella de butano vacía, botella de butano vacia, bombona está vacía, bombona esta vacia, bombona de gas esta vacia, se ha acabado el butano, se acabó el butano, se acabo el butano, se ha terminado el butano, cuchillo sucio, cuchillos sucios, cuchillo en el fregadero, cuchillos en el fregadero, cuchillo en la pila, cuchillos en la pila, cuchillo en el lavavajillas, cuchillos en el lavavajillas, cuchillo en el lavaplatos, extintor, extintores, revisión caducada, revision caducada, extintor caducado, luz de salida, luces de salida, lucecita de salida, cartel de salida, letrero de salida, señal de salida, bombilla fundida, bombillas fundidas, luz fundida, luces fundidas, lucecita fundida, alargador cruzando, alargadera cruzando, cable cruzando el pasillo, pila del detector, batería del detector, bateria del detector',
  categories: {
    CLEANING:
      'derram*, sucio*, sucia*, suciedad, mancha*, pegajoso*, vómito*, charco*, fregar, mojado*, cristales rotos, olor*, apesta, limpi*, polvo, barro',
    SECURITY:
      'sospechos*, robo*, robad*, ladrón*, hurto*, vandalismo, grafiti*, intrus*, pelea*, agresi*, amenaz*, arma, armas, cuchillo*, cerradura*, alarma*, cámara de seguridad, seguridad',
    WASTE_MANAGEMENT:
      'papelera*, contenedor*, cubo de basura, basura*, residuo*, desecho*, recicla*, desbord*, vertido*',
    MECHANICAL_ELECTRICAL:
      'luz, luces, iluminación, bombilla*, lámpara*, electricidad, eléctric*, enchufe*, cable*, calefacción, radiador*, aire acondicionado, ventilación, ascensor*, escalera mecánica, puerta automática, nevera*, congelador*, frigorífico*, caldera*, generador*',
    PLUMBING:
      'fuga*, gotea*, gotera*, tubería*, cañería*, desagüe*, atasc*, cisterna*, grifo*, sin agua, agua caliente, inodoro*, váter*, urinario*, inundac*, alcantarilla*',
    PEST_CONTROL:
      'rata*, ratón, ratones, roedor*, cucaracha*, insecto*, hormiga*, avispa*, abeja*, paloma*, pájaros, chinche*, pulga*, moscas, plaga*, excrementos',
    GROUNDS_MAINTENANCE:
      'aparcamiento*, bache*, camino*, sendero*, acera*, césped, hierba, seto*, árbol*, valla*, cerca, nieve, hielo, jardín*, jardinería, pavimento*',
    IT: 'wifi, internet, red, datáfono*, lector de tarjetas, terminal de pago, pantalla*, ordenador*, computadora*, portátil*, impresora*, página web, contraseña, escáner*, caja automática',
    FEEDBACK:
      'felicit*, queja*, quej*, sugerencia*, opinión, maleducad*, grosero*, personal, empleado*, atención al cliente, cola*, espera, precio*, gracias',
  },
};
