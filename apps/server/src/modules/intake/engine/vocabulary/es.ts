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
