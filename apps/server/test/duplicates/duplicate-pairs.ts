import type { ReportWords } from '../../src/modules/intake';
import { cross, different, type ReportPair, same } from './duplicate-pair-builders';
import { phonePairs } from './duplicate-pairs-phones';
import { fifthPhonePairs } from './duplicate-pairs-phones-fifth';
import { fourthPhonePairs } from './duplicate-pairs-phones-fourth';
import { morePhonePairs } from './duplicate-pairs-phones-more';
import { sixthPhonePairs } from './duplicate-pairs-phones-sixth';
import { thirdPhonePairs } from './duplicate-pairs-phones-third';
import { publicPairs } from './duplicate-pairs-public';

export type { PairKind, ReportPair } from './duplicate-pair-builders';

/** The first pairs: a title and a description each, one language a pair, the same category. */
interface WordedPair {
  language: string;
  a: ReportWords;
  b: ReportWords;
  duplicate: boolean;
}

const r = (title: string, description: string, location: string): ReportWords => ({ title, description, location });

// Duplicates are the same problem in other words; near-misses are another problem at the same place, or the
// same kind of problem somewhere else. Written as visitors write: short, uneven, sometimes with typos.
const wordedPairs: WordedPair[] = [
  // English
  {
    language: 'en',
    duplicate: true,
    a: r('Spilled milk', 'A carton of milk spilled on the floor, it is slippery', 'Aisle 3'),
    b: r('Milk spill on floor', 'Someone spilled milk on the floor, slippery', 'Aisle 3'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Broken glass', 'Broken glass bottle on the floor near the wine shelf', 'Aisle 7'),
    b: r('Glass on the floor', 'A bottle broke, glass all over the floor by the wines', 'aisle 7 wine'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Toilet blocked', 'The toilet in the ladies room is blocked and overflowing', 'Ladies toilets, ground floor'),
    b: r('Blocked toilet overflowing', 'Toilet is overflowing in ladies', 'Ground floor ladies toilets'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Lift not working', 'The lift is stuck on the second floor and the doors do not open', 'Main lift'),
    b: r('Lift stuck', 'Lift stuck on floor 2, doors will not open', 'Main lift by entrance'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Light flickering', 'The ceiling light keeps flickering', 'Corridor B'),
    b: r('Flickering light', 'Ceiling light flickering all the time', 'Corridor B'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Wi-Fi down', 'The guest wifi is not working, cannot connect', 'Lobby'),
    b: r('No wifi', 'Guest wifi not working in the lobby', 'Lobby'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Bin overflowing', 'The rubbish bin is overflowing with litter everywhere', 'Car park entrance'),
    b: r('Overflowing bin', 'Rubbish bin overflowing, litter on the ground', 'Entrance of the car park'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('Water leak', 'Water leaking from the ceiling onto the floor', 'Staff kitchen'),
    b: r('Leak from ceiling', 'Water is leaking from the ceiling in the kitchen', 'Staff kitchen'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Spilled milk', 'A carton of milk spilled on the floor, it is slippery', 'Aisle 3'),
    b: r('Broken eggs', 'A box of eggs dropped and broke', 'Aisle 3'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Spilled milk', 'Milk spilled on the floor, slippery', 'Aisle 3'),
    b: r('Spilled juice', 'Orange juice spilled on the floor near the tills', 'Checkout 5'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Toilet blocked', 'The toilet in the ladies room is blocked', 'Ladies toilets, ground floor'),
    b: r('No soap', 'The soap dispenser is empty', 'Ladies toilets, ground floor'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Light flickering', 'The ceiling light keeps flickering', 'Corridor B'),
    b: r('Light flickering', 'The ceiling light keeps flickering', 'Meeting room 4'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Lift not working', 'The lift is stuck on the second floor', 'Main lift'),
    b: r('Escalator stopped', 'The escalator is not moving', 'Escalator to level 1'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Wi-Fi down', 'The guest wifi is not working', 'Lobby'),
    b: r('Card machine offline', 'The card payment terminal says offline', 'Till 2'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Water leak', 'Water leaking from the ceiling', 'Staff kitchen'),
    b: r('Tap dripping', 'The tap will not turn off fully and drips', 'Staff kitchen'),
  },
  {
    language: 'en',
    duplicate: false,
    a: r('Door broken', 'The automatic door does not open', 'Main entrance'),
    b: r('Door alarm', 'The fire exit alarm keeps going off', 'Back fire exit'),
  },
  // Polish
  {
    language: 'pl',
    duplicate: true,
    a: r('Rozlane mleko', 'Ktoś rozlał mleko na podłodze, jest ślisko', 'Alejka 3'),
    b: r('Mleko na podłodze', 'Rozlane mleko na podłodze, bardzo ślisko', 'alejka 3'),
  },
  {
    language: 'pl',
    duplicate: true,
    a: r('Zepsuta winda', 'Winda stoi na drugim piętrze i drzwi się nie otwierają', 'Winda główna'),
    b: r('Winda nie działa', 'Winda zepsuta, stoi na drugim piętrze', 'Główna winda'),
  },
  {
    language: 'pl',
    duplicate: true,
    a: r('Zatkana toaleta', 'Toaleta w damskiej łazience jest zatkana', 'Toalety damskie, parter'),
    b: r('Toaleta zatkana', 'Zatkana toaleta w damskiej łazience na parterze', 'Parter, toalety damskie'),
  },
  {
    language: 'pl',
    duplicate: true,
    a: r('Przeciek z sufitu', 'Woda cieknie z sufitu na podłogę', 'Kuchnia dla personelu'),
    b: r('Cieknie woda z sufitu', 'Z sufitu cieknie woda', 'Kuchnia personelu'),
  },
  {
    language: 'pl',
    duplicate: false,
    a: r('Rozlane mleko', 'Ktoś rozlał mleko na podłodze, jest ślisko', 'Alejka 3'),
    b: r('Rozbite jajka', 'Opakowanie jajek spadło i się rozbiło', 'Alejka 3'),
  },
  {
    language: 'pl',
    duplicate: false,
    a: r('Zepsuta winda', 'Winda stoi na drugim piętrze', 'Winda główna'),
    b: r('Schody ruchome stoją', 'Schody ruchome się nie ruszają', 'Schody na piętro 1'),
  },
  {
    language: 'pl',
    duplicate: false,
    a: r('Zatkana toaleta', 'Toaleta w damskiej łazience jest zatkana', 'Toalety damskie, parter'),
    b: r('Brak mydła', 'Dozownik mydła jest pusty', 'Toalety damskie, parter'),
  },
  {
    language: 'pl',
    duplicate: false,
    a: r('Przeciek z sufitu', 'Woda cieknie z sufitu', 'Kuchnia dla personelu'),
    b: r('Kapiący kran', 'Kran się nie zakręca i kapie', 'Kuchnia dla personelu'),
  },
  // Spanish
  {
    language: 'es',
    duplicate: true,
    a: r('Leche derramada', 'Se derramó leche en el suelo, resbala mucho', 'Pasillo 3'),
    b: r('Leche en el suelo', 'Hay leche derramada en el suelo del pasillo, resbala', 'Pasillo 3'),
  },
  {
    language: 'es',
    duplicate: true,
    a: r('Ascensor averiado', 'El ascensor está parado en la segunda planta', 'Ascensor principal'),
    b: r('El ascensor no funciona', 'Ascensor averiado, parado en la segunda planta', 'Ascensor principal'),
  },
  {
    language: 'es',
    duplicate: true,
    a: r('Papelera llena', 'La papelera está llena y hay basura por el suelo', 'Entrada del parking'),
    b: r('Papelera desbordada', 'Papelera llena, basura en el suelo', 'Entrada parking'),
  },
  {
    language: 'es',
    duplicate: false,
    a: r('Leche derramada', 'Se derramó leche en el suelo, resbala mucho', 'Pasillo 3'),
    b: r('Huevos rotos', 'Se cayó una caja de huevos', 'Pasillo 3'),
  },
  {
    language: 'es',
    duplicate: false,
    a: r('Ascensor averiado', 'El ascensor está parado', 'Ascensor principal'),
    b: r('Escalera mecánica parada', 'La escalera mecánica no se mueve', 'Escalera a la planta 1'),
  },
  {
    language: 'es',
    duplicate: false,
    a: r('Papelera llena', 'La papelera está llena', 'Entrada del parking'),
    b: r('Papelera llena', 'La papelera está llena', 'Zona de comidas'),
  },
  // German
  {
    language: 'de',
    duplicate: true,
    a: r('Milch verschüttet', 'Auf dem Boden ist Milch verschüttet, sehr rutschig', 'Gang 3'),
    b: r('Verschüttete Milch', 'Milch auf dem Boden verschüttet, rutschig', 'Gang 3'),
  },
  {
    language: 'de',
    duplicate: true,
    a: r('Aufzug defekt', 'Der Aufzug steckt im zweiten Stock fest', 'Hauptaufzug'),
    b: r('Aufzug steckt fest', 'Aufzug defekt, steckt im zweiten Stock', 'Hauptaufzug'),
  },
  {
    language: 'de',
    duplicate: true,
    a: r('WLAN geht nicht', 'Das Gäste-WLAN funktioniert nicht', 'Lobby'),
    b: r('Kein WLAN', 'Gäste WLAN funktioniert nicht mehr', 'Lobby'),
  },
  {
    language: 'de',
    duplicate: false,
    a: r('Milch verschüttet', 'Auf dem Boden ist Milch verschüttet', 'Gang 3'),
    b: r('Zerbrochene Eier', 'Eine Packung Eier ist heruntergefallen', 'Gang 3'),
  },
  {
    language: 'de',
    duplicate: false,
    a: r('Aufzug defekt', 'Der Aufzug steckt im zweiten Stock fest', 'Hauptaufzug'),
    b: r('Rolltreppe steht', 'Die Rolltreppe bewegt sich nicht', 'Rolltreppe zum 1. OG'),
  },
  {
    language: 'de',
    duplicate: false,
    a: r('WLAN geht nicht', 'Das Gäste-WLAN funktioniert nicht', 'Lobby'),
    b: r('Kartenterminal offline', 'Das Kartenterminal zeigt offline', 'Kasse 2'),
  },
  // French
  {
    language: 'fr',
    duplicate: true,
    a: r('Lait renversé', 'Du lait renversé par terre, ça glisse', 'Allée 3'),
    b: r('Lait par terre', 'Lait renversé par terre dans l’allée, glissant', 'Allée 3'),
  },
  {
    language: 'fr',
    duplicate: true,
    a: r(
      'Toilettes bouchées',
      'Les toilettes des femmes sont bouchées et débordent',
      'Toilettes femmes, rez-de-chaussée',
    ),
    b: r('WC bouchés qui débordent', 'Toilettes des femmes bouchées, ça déborde', 'Rez-de-chaussée toilettes femmes'),
  },
  {
    language: 'fr',
    duplicate: true,
    a: r('Fuite au plafond', "De l'eau coule du plafond", 'Cuisine du personnel'),
    b: r("Fuite d'eau plafond", "L'eau coule du plafond dans la cuisine", 'Cuisine du personnel'),
  },
  {
    language: 'fr',
    duplicate: false,
    a: r('Lait renversé', 'Du lait renversé par terre, ça glisse', 'Allée 3'),
    b: r('Œufs cassés', "Une boîte d'œufs est tombée", 'Allée 3'),
  },
  {
    language: 'fr',
    duplicate: false,
    a: r('Toilettes bouchées', 'Les toilettes des femmes sont bouchées', 'Toilettes femmes, rez-de-chaussée'),
    b: r('Plus de savon', 'Le distributeur de savon est vide', 'Toilettes femmes, rez-de-chaussée'),
  },
  {
    language: 'fr',
    duplicate: false,
    a: r('Fuite au plafond', "De l'eau coule du plafond", 'Cuisine du personnel'),
    b: r('Robinet qui goutte', 'Le robinet ne se ferme pas et goutte', 'Cuisine du personnel'),
  },
  // Portuguese
  {
    language: 'pt',
    duplicate: true,
    a: r('Leite derramado', 'Leite derramado no chão, está escorregadio', 'Corredor 3'),
    b: r('Leite no chão', 'Derramaram leite no chão, escorregadio', 'Corredor 3'),
  },
  {
    language: 'pt',
    duplicate: true,
    a: r('Elevador parado', 'O elevador está parado no segundo andar', 'Elevador principal'),
    b: r('Elevador não funciona', 'Elevador parado no segundo andar', 'Elevador principal'),
  },
  {
    language: 'pt',
    duplicate: false,
    a: r('Leite derramado', 'Leite derramado no chão', 'Corredor 3'),
    b: r('Ovos partidos', 'Caiu uma caixa de ovos', 'Corredor 3'),
  },
  {
    language: 'pt',
    duplicate: false,
    a: r('Elevador parado', 'O elevador está parado', 'Elevador principal'),
    b: r('Escada rolante parada', 'A escada rolante não anda', 'Escada para o piso 1'),
  },
  // Italian
  {
    language: 'it',
    duplicate: true,
    a: r('Latte versato', 'Latte versato sul pavimento, scivoloso', 'Corsia 3'),
    b: r('Latte sul pavimento', 'Qualcuno ha versato latte sul pavimento, scivola', 'Corsia 3'),
  },
  {
    language: 'it',
    duplicate: true,
    a: r('Ascensore guasto', "L'ascensore è bloccato al secondo piano", 'Ascensore principale'),
    b: r('Ascensore bloccato', 'Ascensore guasto, bloccato al secondo piano', 'Ascensore principale'),
  },
  {
    language: 'it',
    duplicate: false,
    a: r('Latte versato', 'Latte versato sul pavimento', 'Corsia 3'),
    b: r('Uova rotte', 'È caduta una confezione di uova', 'Corsia 3'),
  },
  {
    language: 'it',
    duplicate: false,
    a: r('Ascensore guasto', "L'ascensore è bloccato", 'Ascensore principale'),
    b: r('Scala mobile ferma', 'La scala mobile non si muove', 'Scala mobile piano 1'),
  },
  // Dutch
  {
    language: 'nl',
    duplicate: true,
    a: r('Melk gemorst', 'Er is melk op de vloer gemorst, glad', 'Gang 3'),
    b: r('Gemorste melk', 'Melk gemorst op de vloer, erg glad', 'Gang 3'),
  },
  {
    language: 'nl',
    duplicate: false,
    a: r('Melk gemorst', 'Er is melk op de vloer gemorst', 'Gang 3'),
    b: r('Kapotte eieren', 'Een doos eieren is gevallen', 'Gang 3'),
  },
  // Russian and Ukrainian (Cyrillic)
  {
    language: 'ru',
    duplicate: true,
    a: r('Разлито молоко', 'На полу разлито молоко, скользко', 'Проход 3'),
    b: r('Молоко на полу', 'Кто-то разлил молоко на полу, очень скользко', 'Проход 3'),
  },
  {
    language: 'ru',
    duplicate: true,
    a: r('Лифт не работает', 'Лифт застрял на втором этаже', 'Главный лифт'),
    b: r('Лифт застрял', 'Лифт не работает, застрял на втором этаже', 'Главный лифт'),
  },
  {
    language: 'ru',
    duplicate: false,
    a: r('Разлито молоко', 'На полу разлито молоко', 'Проход 3'),
    b: r('Разбитые яйца', 'Упала коробка яиц', 'Проход 3'),
  },
  {
    language: 'ru',
    duplicate: false,
    a: r('Лифт не работает', 'Лифт застрял на втором этаже', 'Главный лифт'),
    b: r('Эскалатор стоит', 'Эскалатор не движется', 'Эскалатор на 1 этаж'),
  },
  {
    language: 'uk',
    duplicate: true,
    a: r('Розлите молоко', 'На підлозі розлите молоко, слизько', 'Прохід 3'),
    b: r('Молоко на підлозі', 'Хтось розлив молоко на підлозі, слизько', 'Прохід 3'),
  },
  {
    language: 'uk',
    duplicate: false,
    a: r('Розлите молоко', 'На підлозі розлите молоко', 'Прохід 3'),
    b: r('Розбиті яйця', 'Впала коробка яєць', 'Прохід 3'),
  },
  // Turkish
  {
    language: 'tr',
    duplicate: true,
    a: r('Süt döküldü', 'Yere süt dökülmüş, kaygan', 'Koridor 3'),
    b: r('Yerde süt', 'Yere süt dökülmüş, çok kaygan', 'Koridor 3'),
  },
  {
    language: 'tr',
    duplicate: false,
    a: r('Süt döküldü', 'Yere süt dökülmüş', 'Koridor 3'),
    b: r('Kırık yumurta', 'Bir kutu yumurta düşmüş', 'Koridor 3'),
  },
  // Same problem told very differently: hard for trigrams, expected misses (they lower recall, not precision)
  {
    language: 'en',
    duplicate: true,
    a: r('Spilled milk', 'Milk spilled on the floor', 'Aisle 3'),
    b: r('Wet floor hazard', 'Someone could slip, there is a white puddle', 'Dairy aisle'),
  },
  {
    language: 'en',
    duplicate: true,
    a: r('No internet', 'Wifi down', 'Lobby'),
    b: r('Cannot get online', 'My phone will not connect to the guest network', 'Reception area'),
  },
  {
    language: 'es',
    duplicate: true,
    a: r('Fuga de agua', 'Gotea agua del techo', 'Cocina'),
    b: r('Charco en la cocina', 'Hay un charco debajo de una mancha del techo', 'Cocina del personal'),
  },
  {
    language: 'de',
    duplicate: true,
    a: r('Toilette verstopft', 'Die Toilette ist verstopft', 'Damen-WC'),
    b: r('WC läuft über', 'Im Damenklo läuft alles über', 'Damentoilette EG'),
  },
];

// The same problem told in other words, as visitors tell it in the chat: one message and a place each.
const toldDifferently: ReportPair[] = [
  same(
    [
      'en',
      'The gents toilets on the first floor are blocked and water is going everywhere',
      "Men's toilets, 1st floor",
    ],
    ['en', 'Loo overflowing in the mens upstairs, the floor is flooded', 'Gents, first floor'],
  ),
  same(
    ['en', 'Mice in the storeroom, there are droppings behind the boxes', 'Storeroom'],
    ['en', 'I just saw a mouse run under the shelves in the stock room', 'Stock room'],
  ),
  same(
    ['en', 'Card machine at till 4 keeps declining every card', 'Till 4'],
    ['en', 'Payment terminal on checkout 4 is not working, nobody can pay by card', 'Checkout 4'],
  ),
  same(
    ['en', 'The heating is off in meeting room 2, it is freezing in here', 'Meeting room 2'],
    ['en', 'Radiators are stone cold in meeting room 2, everyone is wearing coats', 'Meeting room 2, first floor'],
  ),
  same(
    ['en', 'Someone has been sick next to the escalator on level 1', 'Level 1, escalator'],
    ['en', 'There is vomit on the floor by the escalators on the first level, please clean', 'Escalators level 1'],
  ),
  same(
    ['en', 'Hi, the ticket machine on platform 2 only takes cash, the card reader is dead', 'Platform 2'],
    ['en', 'Ticket machine not accepting cards at platform 2', 'Platform 2 ticket machine'],
  ),
  same(
    ['en', 'Lots of wasps flying around the play area, there must be a nest somewhere', "Children's play area"],
    ['en', 'Wasp nest under the slide in the playground, a kid got stung', 'Playground'],
  ),
  same(
    ['en', 'Big puddle of water under the drinks fridge, it is leaking', 'Drinks fridge, aisle 8'],
    ['en', 'The fridge with the cold drinks is dripping water all over the floor', 'Aisle 8'],
  ),
  same(
    ['en', 'Broken bench on platform 1, a plank is missing', 'Platform 1'],
    ['en', 'One of the seats on platform 1 is smashed, sharp wood sticking out', 'Platform 1 benches'],
  ),
  same(
    ['de', 'Auf der Damentoilette im 2. OG ist kein Toilettenpapier mehr', 'Damentoilette 2. OG'],
    ['de', 'Hallo, im Damen-WC im zweiten Stock fehlt das Klopapier', 'Damen WC, 2. Stock'],
  ),
  same(
    ['de', 'Die Rolltreppe zum Bahnsteig 5 steht still', 'Rolltreppe Gleis 5'],
    ['de', 'Rolltreppe an Gleis 5 ist außer Betrieb, ältere Leute kommen nicht hoch', 'Gleis 5'],
  ),
  same(
    ['de', 'In der Umkleide riecht es extrem nach Schimmel', 'Umkleide Herren'],
    ['de', 'Schimmelgeruch in der Herrenumkleide, an der Decke sind schwarze Flecken', 'Herrenumkleide'],
  ),
  same(
    ['de', 'Der Kartenautomat am Eingang vom Parkhaus nimmt keine EC-Karten', 'Parkhaus Eingang, Kassenautomat'],
    ['de', 'Am Parkhaus-Eingang funktioniert die Kartenzahlung am Automaten nicht', 'Parkhaus Eingang'],
  ),
  same(
    ['es', 'El grifo del baño de hombres no para de gotear', 'Baño de hombres, planta baja'],
    [
      'es',
      'Hola, en los aseos de caballeros de la planta baja hay un grifo que gotea todo el rato',
      'Aseos caballeros planta baja',
    ],
  ),
  same(
    ['es', 'Hay cucarachas en la cocina del bar, las vi detrás de la nevera', 'Cocina del bar'],
    ['es', 'He visto varias cucarachas en la cocina del bar', 'Bar, cocina'],
  ),
  same(
    ['es', 'La barrera de salida del parking no se levanta', 'Salida del parking'],
    ['es', 'No podemos salir del aparcamiento, la barrera está bloqueada', 'Parking, barrera de salida'],
  ),
  same(
    ['es', 'La escalera mecánica del centro comercial está parada', 'Escalera mecánica, planta 1'],
    ['es', 'No funcionan las escaleras mecánicas que suben a la primera planta', 'Primera planta'],
  ),
  same(
    ['fr', "Il n'y a plus d'eau chaude dans les douches du vestiaire", 'Vestiaires, douches'],
    ['fr', "Douches froides au vestiaire, l'eau chaude ne marche pas", 'Douches vestiaire'],
  ),
  same(
    ['fr', "Une vitre est cassée à l'entrée principale, il y a des éclats partout", 'Entrée principale'],
    ['fr', "Bonjour, la porte vitrée de l'entrée est brisée, attention aux morceaux de verre", 'Entrée'],
  ),
  same(
    ['fr', 'Le wifi ne marche pas dans la salle de réunion 3', 'Salle de réunion 3'],
    ['fr', 'Impossible de se connecter à internet en salle 3', 'Salle 3'],
  ),
  same(
    ['fr', 'Des pigeons sont entrés dans le hall de la gare et font des saletés partout', 'Hall de la gare'],
    ['fr', 'Il y a des oiseaux dans le hall, des fientes sur les bancs', 'Hall'],
  ),
  same(
    ['it', 'Il bagno delle donne al primo piano è intasato', 'Bagno donne, primo piano'],
    ['it', "Water del primo piano (donne) otturato, l'acqua non scende", 'Primo piano, bagno donne'],
  ),
  same(
    ['it', 'Luce del corridoio B che lampeggia di continuo', 'Corridoio B'],
    ['it', 'Nel corridoio B la lampada al soffitto sfarfalla, dà fastidio', 'Corridoio B'],
  ),
  same(
    ['pt', 'O cesto do lixo da entrada está a transbordar', 'Entrada'],
    ['pt', 'Caixote do lixo cheio à entrada, lixo espalhado pelo chão', 'Entrada principal'],
  ),
  same(
    ['pt', 'O ar condicionado da sala 12 não funciona, está muito calor', 'Sala 12'],
    ['pt', 'A sala 12 está um forno, o ar condicionado avariou', 'Sala 12'],
  ),
  same(
    ['nl', 'De lift in de parkeergarage op niveau -1 is kapot', 'Lift parkeergarage, niveau -1'],
    ['nl', 'Lift naar P-1 doet het niet, de knop reageert niet', 'Parkeergarage -1, lift'],
  ),
  same(
    ['nl', 'Er ligt overal glas bij de ingang, een fles is kapotgevallen', 'Ingang'],
    ['nl', 'Gebroken glas bij de hoofdingang, gevaarlijk voor kinderen', 'Hoofdingang'],
  ),
  same(
    ['pl', 'W kuchni na trzecim piętrze cieknie zlew', 'Kuchnia, 3 piętro'],
    ['pl', 'Przecieka syfon pod zlewem w kuchni na 3. piętrze, woda na podłodze', '3 piętro kuchnia'],
  ),
  same(
    ['pl', 'Automat z kawą w poczekalni zabrał pieniądze i nic nie wydał', 'Poczekalnia'],
    ['pl', 'Automat z napojami w poczekalni nie działa, połyka monety', 'Poczekalnia'],
  ),
  same(
    ['sv', 'Det luktar avlopp på herrtoaletten vid entrén', 'Herrtoaletten, entré'],
    ['sv', 'Fruktansvärd stank från golvbrunnen på herrarnas toalett nära ingången', 'Toalett herrar vid ingången'],
  ),
  same(
    ['sv', 'Hissen till plan 3 har fastnat', 'Hissen, plan 3'],
    ['sv', 'Hissen står still mellan plan 2 och 3, dörrarna öppnas inte', 'Hiss'],
  ),
  same(
    ['da', 'Der er mus i kantinen, vi har set dem under bordene', 'Kantinen'],
    ['da', 'Musespor og ekskrementer i kantinens køkken', 'Kantine'],
  ),
  same(
    ['fi', 'Naisten vessassa ei ole saippuaa', 'Naisten WC'],
    ['fi', 'Saippua loppu naisten vessasta', 'Naisten vessa'],
  ),
  same(
    ['tr', '2. kattaki erkekler tuvaletinde lavabo tıkalı', '2. kat erkekler tuvaleti'],
    ['tr', 'İkinci kat erkek tuvaletinde lavabo tıkanmış, su akmıyor', 'Erkek tuvaleti, ikinci kat'],
  ),
  same(
    ['ru', 'В раздевалке спортзала сломан шкафчик, дверца не закрывается', 'Раздевалка спортзала'],
    ['ru', 'Шкафчик в раздевалке не запирается, замок сломан', 'Раздевалка'],
  ),
  same(
    ['ru', 'На парковке огромная яма, машины бьют колёса', 'Парковка'],
    ['ru', 'Выбоина на въезде в паркинг, очень глубокая', 'Въезд на парковку'],
  ),
  same(
    ['uk', 'У коридорі на другому поверсі не горить світло', 'Коридор, 2 поверх'],
    ['uk', 'Темно в коридорі другого поверху, лампи не працюють', 'Другий поверх, коридор'],
  ),
  same(
    ['ja', '3階の女子トイレが詰まっています', '3階 女子トイレ'],
    ['ja', '三階の女性用トイレの水が流れません', '3階トイレ(女性)'],
  ),
  same(
    ['ja', 'エレベーターが動きません', '正面玄関のエレベーター'],
    ['ja', 'エレベーターが故障して止まっています', 'エレベーター'],
  ),
  same(
    ['ko', '2층 화장실 휴지가 없어요', '2층 화장실'],
    ['ko', '2층 여자화장실에 화장지가 떨어졌어요', '2층 여자화장실'],
  ),
  same(['zh', '一楼大厅的空调坏了，太热了', '一楼大厅'], ['zh', '大厅空调不制冷，很热', '1楼大厅']),
  same(
    ['id', 'AC di ruang rapat 2 tidak dingin', 'Ruang rapat 2'],
    ['id', 'Ruang rapat 2 panas sekali, AC-nya rusak', 'Ruang rapat 2'],
  ),
  same(
    ['cs', 'Na pánských záchodech ve 2. patře teče voda z umyvadla', 'Pánské WC, 2. patro'],
    ['cs', 'Umyvadlo na pánském WC ve druhém patře prosakuje', '2. patro, pánské toalety'],
  ),
  same(
    ['ar', 'المصعد لا يعمل في المبنى الرئيسي', 'المصعد الرئيسي'],
    ['ar', 'المصعد معطل وعالق في الطابق الثاني', 'المصعد الرئيسي'],
  ),
];

// The same problem told by two visitors in two languages (a tourist and a local, a worker and a guest).
const toldInTwoLanguages: ReportPair[] = [
  cross(
    ['en', 'Milk spilled all over aisle 3, really slippery', 'Aisle 3'],
    ['es', 'Hay leche derramada en el suelo del pasillo 3, resbala', 'Pasillo 3'],
  ),
  cross(
    ['de', 'Der Aufzug im Parkhaus steckt fest', 'Aufzug Parkhaus'],
    ['en', "The lift in the car park is stuck, doors won't open", 'Car park lift'],
  ),
  cross(
    ['fr', 'Les toilettes des femmes au rez-de-chaussée sont bouchées', 'Toilettes femmes, rez-de-chaussée'],
    ['en', 'Ladies toilet on the ground floor is blocked', 'Ladies toilets, ground floor'],
  ),
  cross(
    ['pl', 'Na peronie 2 nie działa tablica odjazdów', 'Peron 2'],
    ['de', 'Die Anzeigetafel an Gleis 2 ist schwarz, keine Abfahrten', 'Gleis 2'],
  ),
  cross(
    ['it', 'Nel bagno degli uomini al secondo piano manca il sapone', 'Bagno uomini, secondo piano'],
    ['en', 'No soap in the mens toilets on the second floor', "Men's toilets, 2nd floor"],
  ),
  cross(
    ['es', 'No hay wifi en la sala de espera', 'Sala de espera'],
    ['pt', 'O wifi não funciona na sala de espera', 'Sala de espera'],
  ),
  cross(
    ['nl', 'Er zitten ratten bij de vuilcontainers achter de winkel', 'Achter de winkel, containers'],
    ['de', 'Ratten bei den Müllcontainern hinter dem Laden', 'Hinter dem Laden bei den Containern'],
  ),
  cross(
    ['ru', 'Протекает крыша в спортзале, на полу лужа', 'Спортзал'],
    ['uk', 'У спортзалі протікає дах, калюжа на підлозі', 'Спортзал'],
  ),
  cross(
    ['tr', 'Giriş kapısı bozuk, otomatik kapı açılmıyor', 'Ana giriş'],
    ['de', 'Die automatische Tür am Haupteingang geht nicht auf', 'Haupteingang'],
  ),
  cross(
    ['sv', 'Det är ingen värme i klassrum 12', 'Klassrum 12'],
    ['en', 'No heating in classroom 12, kids are cold', 'Classroom 12'],
  ),
  cross(
    ['ja', '2階のトイレの電気がつきません', '2階トイレ'],
    ['en', 'The light in the toilets on the 2nd floor is out', 'Toilets, 2nd floor'],
  ),
  cross(
    ['zh', '停车场入口的垃圾桶满了', '停车场入口'],
    ['en', 'The bin at the car park entrance is full and overflowing', 'Car park entrance'],
  ),
  cross(['ar', 'يوجد تسرب مياه في المطبخ', 'المطبخ'], ['en', 'Water leaking under the sink in the kitchen', 'Kitchen']),
  cross(
    ['pt', 'Há vidro partido no corredor 5', 'Corredor 5'],
    ['es', 'Hay cristales rotos en el pasillo 5', 'Pasillo 5'],
  ),
  cross(
    ['fr', 'La porte de la salle 204 ne ferme plus à clé', 'Salle 204'],
    ['de', 'Die Tür von Raum 204 lässt sich nicht abschließen', 'Raum 204'],
  ),
  cross(
    ['da', 'Elevatoren ved perron 3 virker ikke', 'Perron 3'],
    ['en', 'Lift on platform 3 is out of order', 'Platform 3'],
  ),
  cross(
    ['fi', 'Pysäköintihallin valot eivät toimi tasolla -2', 'Pysäköintihalli, taso -2'],
    ['en', 'Lights are out on level -2 of the car park', 'Car park level -2'],
  ),
  cross(
    ['ko', '3층 회의실 프로젝터가 고장났어요', '3층 회의실'],
    ['en', 'Projector in the 3rd floor meeting room is broken', 'Meeting room, 3rd floor'],
  ),
  cross(
    ['id', 'Toilet pria di lantai 1 mampet', 'Toilet pria lantai 1'],
    ['en', "Men's toilet on the first floor is clogged", "Men's toilet, 1st floor"],
  ),
  cross(
    ['cs', 'V kuchyňce ve 4. patře nefunguje lednice', 'Kuchyňka, 4. patro'],
    ['de', 'Der Kühlschrank in der Teeküche im 4. Stock kühlt nicht', 'Teeküche 4. OG'],
  ),
  cross(
    ['en', 'Someone smashed the glass of the bus shelter at gate 4', 'Gate 4 bus shelter'],
    ['es', 'Han roto el cristal de la marquesina de la puerta 4', 'Puerta 4'],
  ),
  cross(
    ['it', "C'è del vomito sulle scale della stazione", 'Scale della stazione'],
    ['fr', "Quelqu'un a vomi dans les escaliers de la gare", 'Escaliers de la gare'],
  ),
  cross(
    ['pl', 'Kosz na śmieci przy wejściu jest przepełniony', 'Wejście'],
    ['en', 'Rubbish bin at the entrance is overflowing', 'Entrance'],
  ),
  cross(
    ['de', 'Im Damen-WC im Erdgeschoss tropft der Wasserhahn', 'Damen-WC EG'],
    ['nl', 'De kraan in het damestoilet op de begane grond drupt', 'Damestoilet begane grond'],
  ),
  cross(
    ['es', 'Se ha fundido la bombilla del probador 2', 'Probador 2'],
    ['en', 'The light bulb in fitting room 2 has gone', 'Fitting room 2'],
  ),
  cross(
    ['en', 'Graffiti sprayed on the wall by the car park stairs', 'Car park stairs'],
    ['fr', "Des graffitis sur le mur de l'escalier du parking", 'Escalier du parking'],
  ),
  cross(
    ['ru', 'Лифт застрял на третьем этаже', 'Лифт, 3 этаж'],
    ['en', 'Lift stuck on the 3rd floor', 'Lift, 3rd floor'],
  ),
  cross(
    ['tr', 'Kafeteryada hamamböceği var', 'Kafeterya'],
    ['en', 'Cockroaches in the cafeteria, near the counter', 'Cafeteria'],
  ),
  cross(
    ['pt', 'A escada rolante da estação está parada', 'Estação, escada rolante'],
    ['it', 'La scala mobile della stazione è ferma', 'Stazione, scala mobile'],
  ),
  cross(
    ['sv', 'Kortterminalen i kassa 2 fungerar inte', 'Kassa 2'],
    ['da', 'Betalingsterminalen i kasse 2 virker ikke', 'Kasse 2'],
  ),
];

// Another problem at the same place (often of the same category), in one language or in two, and the same
// problem at another place: never the same issue.
const differentProblemsAtOnePlace: ReportPair[] = [
  different(
    ['en', 'The toilet in the gents on the first floor is blocked', "Men's toilets, 1st floor"],
    ['en', 'The tap in the gents on the first floor will not stop running', 'Gents, first floor'],
  ),
  different(
    ['en', 'Card machine at till 4 keeps declining cards', 'Till 4'],
    ['en', 'The receipt printer at till 4 is jammed', 'Till 4'],
  ),
  different(
    ['en', 'Heating is off in meeting room 2, it is freezing', 'Meeting room 2'],
    ['en', 'The projector in meeting room 2 shows no picture', 'Meeting room 2'],
  ),
  different(
    ['en', 'Someone has been sick next to the escalator on level 1', 'Level 1 escalator'],
    ['en', 'The escalator on level 1 is making a loud grinding noise', 'Level 1 escalator'],
  ),
  different(
    ['en', 'Ticket machine on platform 2 does not take cards', 'Platform 2'],
    ['en', 'The departure screen on platform 2 is blank', 'Platform 2'],
  ),
  different(
    ['en', 'Mouse droppings in the storeroom', 'Storeroom'],
    ['en', 'The storeroom door lock is broken, anyone can walk in', 'Storeroom'],
  ),
  different(
    ['en', 'Drinks fridge in aisle 8 is not cooling, everything is warm', 'Aisle 8'],
    ['en', 'A shelf in aisle 8 has collapsed, tins all over the floor', 'Aisle 8'],
  ),
  different(
    ['en', 'Big puddle of water under the drinks fridge', 'Aisle 8'],
    ['en', 'Price labels in aisle 8 are all wrong', 'Aisle 8'],
  ),
  different(
    ['en', 'Broken bench on platform 1', 'Platform 1'],
    ['en', 'Pigeons nesting in the roof over platform 1, droppings everywhere', 'Platform 1'],
  ),
  different(
    ['en', 'Lift stuck between floors with people inside', 'Main lift'],
    ['en', 'The lift doors close too fast and hit people', 'Main lift'],
  ),
  different(
    ['en', 'Water leaking from the ceiling in the staff kitchen', 'Staff kitchen'],
    ['en', 'The staff kitchen sink is blocked', 'Staff kitchen'],
  ),
  different(
    ['en', 'Toilet blocked in the ladies', 'Ladies toilets, ground floor'],
    ['en', 'Toilet blocked in the ladies', 'Ladies toilets, 2nd floor'],
  ),
  different(
    ['de', 'Auf der Damentoilette im 2. OG ist kein Toilettenpapier mehr', 'Damentoilette 2. OG'],
    ['de', 'Die Damentoilette im 2. OG ist verstopft', 'Damentoilette 2. OG'],
  ),
  different(
    ['de', 'Die Rolltreppe an Gleis 5 steht still', 'Gleis 5'],
    ['de', 'An Gleis 5 liegt überall Müll, der Mülleimer quillt über', 'Gleis 5'],
  ),
  different(
    ['de', 'In der Herrenumkleide riecht es nach Schimmel', 'Herrenumkleide'],
    ['de', 'In der Herrenumkleide ist ein Spind aufgebrochen worden', 'Herrenumkleide'],
  ),
  different(
    ['de', 'Der Kartenautomat am Parkhaus-Eingang nimmt keine Karten', 'Parkhaus Eingang'],
    ['de', 'Am Parkhaus-Eingang geht die Schranke nicht hoch', 'Parkhaus Eingang'],
  ),
  different(
    ['de', 'Licht im Besprechungsraum 2 flackert', 'Besprechungsraum 2'],
    ['de', 'Licht im Besprechungsraum flackert', 'Besprechungsraum 5'],
  ),
  different(
    ['es', 'El grifo del baño de hombres gotea', 'Baño de hombres, planta baja'],
    ['es', 'El inodoro del baño de hombres está atascado', 'Baño de hombres, planta baja'],
  ),
  different(
    ['es', 'Hay cucarachas en la cocina del bar', 'Cocina del bar'],
    ['es', 'La campana extractora de la cocina del bar no funciona', 'Cocina del bar'],
  ),
  different(
    ['es', 'La barrera de salida del parking no se levanta', 'Salida del parking'],
    ['es', 'El cajero de pago del parking no devuelve el cambio', 'Salida del parking'],
  ),
  different(
    ['es', 'La escalera mecánica de la planta 1 está parada', 'Planta 1'],
    ['es', 'En la planta 1 cae agua del techo', 'Planta 1'],
  ),
  different(
    ['es', 'Leche derramada en el pasillo 3', 'Pasillo 3'],
    ['es', 'Leche derramada en el pasillo', 'Pasillo 7'],
  ),
  different(
    ['fr', "Il n'y a plus d'eau chaude dans les douches du vestiaire", 'Vestiaires, douches'],
    ['fr', "Une douche du vestiaire fuit, l'eau coule sans arrêt", 'Vestiaires, douches'],
  ),
  different(
    ['fr', 'Le wifi ne marche pas dans la salle de réunion 3', 'Salle de réunion 3'],
    ['fr', "L'écran de la salle de réunion 3 ne s'allume pas", 'Salle de réunion 3'],
  ),
  different(
    ['fr', 'Des pigeons dans le hall de la gare', 'Hall de la gare'],
    ['fr', "Le panneau d'affichage du hall de la gare est en panne", 'Hall de la gare'],
  ),
  different(
    ['it', 'Il bagno delle donne al primo piano è intasato', 'Bagno donne, primo piano'],
    ['it', 'Nel bagno delle donne al primo piano manca la carta igienica', 'Bagno donne, primo piano'],
  ),
  different(
    ['it', 'La luce del corridoio B lampeggia', 'Corridoio B'],
    ['it', "Nel corridoio B c'è una presa elettrica che fa scintille", 'Corridoio B'],
  ),
  different(
    ['pt', 'O caixote do lixo da entrada está a transbordar', 'Entrada'],
    ['pt', 'Alguém fez grafitis na parede da entrada', 'Entrada'],
  ),
  different(
    ['pt', 'O ar condicionado da sala 12 não funciona', 'Sala 12'],
    ['pt', 'A lâmpada da sala 12 está fundida', 'Sala 12'],
  ),
  different(
    ['nl', 'De lift in de parkeergarage op niveau -1 is kapot', 'Parkeergarage -1'],
    ['nl', 'Op niveau -1 van de parkeergarage is de verlichting uit', 'Parkeergarage -1'],
  ),
  different(
    ['nl', 'Gebroken glas bij de hoofdingang', 'Hoofdingang'],
    ['nl', 'De draaideur bij de hoofdingang zit vast', 'Hoofdingang'],
  ),
  different(
    ['pl', 'W kuchni na trzecim piętrze cieknie zlew', 'Kuchnia, 3 piętro'],
    ['pl', 'W kuchni na trzecim piętrze zepsuła się mikrofalówka', 'Kuchnia, 3 piętro'],
  ),
  different(
    ['pl', 'Automat z kawą w poczekalni nie działa', 'Poczekalnia'],
    ['pl', 'W poczekalni jest bardzo brudno, wszędzie śmieci', 'Poczekalnia'],
  ),
  different(
    ['sv', 'Det luktar avlopp på herrtoaletten vid entrén', 'Herrtoaletten, entré'],
    ['sv', 'Handtorken på herrtoaletten vid entrén är trasig', 'Herrtoaletten, entré'],
  ),
  different(
    ['sv', 'Hissen har fastnat på plan 3', 'Hissen, plan 3'],
    ['sv', 'Lampan i hissen är trasig, helt mörkt', 'Hissen'],
  ),
  different(['da', 'Der er mus i kantinen', 'Kantinen'], ['da', 'Opvaskemaskinen i kantinen lækker', 'Kantinen']),
  different(
    ['fi', 'Naisten vessassa ei ole saippuaa', 'Naisten WC'],
    ['fi', 'Naisten vessan pönttö on tukossa', 'Naisten WC'],
  ),
  different(
    ['tr', '2. kattaki erkekler tuvaletinde lavabo tıkalı', '2. kat erkekler tuvaleti'],
    ['tr', '2. kattaki erkekler tuvaletinde el kurutma makinesi çalışmıyor', '2. kat erkekler tuvaleti'],
  ),
  different(['ru', 'В раздевалке сломан шкафчик', 'Раздевалка'], ['ru', 'В раздевалке не работает душ', 'Раздевалка']),
  different(['ru', 'На парковке огромная яма', 'Парковка'], ['ru', 'На парковке не горят фонари', 'Парковка']),
  different(
    ['uk', 'У коридорі на другому поверсі не горить світло', 'Коридор, 2 поверх'],
    ['uk', 'У коридорі на другому поверсі слизька підлога, хтось розлив воду', 'Коридор, 2 поверх'],
  ),
  different(
    ['ja', '3階の女子トイレが詰まっています', '3階 女子トイレ'],
    ['ja', '3階の女子トイレにトイレットペーパーがありません', '3階 女子トイレ'],
  ),
  different(['ko', '2층 화장실 휴지가 없어요', '2층 화장실'], ['ko', '2층 화장실 세면대에서 물이 새요', '2층 화장실']),
  different(['zh', '一楼大厅的空调坏了', '一楼大厅'], ['zh', '一楼大厅的地板很滑，有人洒了饮料', '一楼大厅']),
  different(
    ['id', 'AC di ruang rapat 2 tidak dingin', 'Ruang rapat 2'],
    ['id', 'Proyektor di ruang rapat 2 tidak menyala', 'Ruang rapat 2'],
  ),
  different(
    ['cs', 'Na pánských záchodech ve 2. patře teče voda z umyvadla', 'Pánské WC, 2. patro'],
    ['cs', 'Na pánských záchodech ve 2. patře nesvítí světlo', 'Pánské WC, 2. patro'],
  ),
  different(['ar', 'المصعد لا يعمل', 'المصعد الرئيسي'], ['ar', 'رائحة كريهة في المصعد الرئيسي', 'المصعد الرئيسي']),
  // In two languages: the category and the place agree, the problem does not.
  different(
    ['en', 'Milk spilled on the floor in aisle 3', 'Aisle 3'],
    ['es', 'Se cayó una caja de huevos en el pasillo 3', 'Pasillo 3'],
  ),
  different(
    ['de', 'Der Aufzug im Parkhaus steckt fest', 'Aufzug Parkhaus'],
    ['en', 'The car park lift smells of urine, disgusting', 'Car park lift'],
  ),
  different(
    ['fr', 'Les toilettes des femmes au rez-de-chaussée sont bouchées', 'Toilettes femmes, rez-de-chaussée'],
    ['en', 'No soap in the ladies toilets on the ground floor', 'Ladies toilets, ground floor'],
  ),
  different(
    ['pl', 'Na peronie 2 nie działa tablica odjazdów', 'Peron 2'],
    ['de', 'Der Fahrkartenautomat an Gleis 2 ist kaputt', 'Gleis 2'],
  ),
  different(
    ['es', 'No hay wifi en la sala de espera', 'Sala de espera'],
    ['pt', 'A televisão da sala de espera não liga', 'Sala de espera'],
  ),
  different(
    ['it', 'La luce del corridoio B non funziona', 'Corridoio B'],
    ['en', 'Radiator leaking in corridor B', 'Corridor B'],
  ),
  different(
    ['sv', 'Kortterminalen i kassa 2 fungerar inte', 'Kassa 2'],
    ['en', 'The conveyor belt at till 2 is stuck', 'Till 2'],
  ),
  different(
    ['de', 'Die Kaffeemaschine in der Teeküche im 4. Stock ist kaputt', 'Teeküche 4. OG'],
    ['cs', 'V kuchyňce ve 4. patře nefunguje lednice', 'Kuchyňka, 4. patro'],
  ),
  different(
    ['ja', '2階のトイレの電気がつきません', '2階トイレ'],
    ['en', 'The toilet on the 2nd floor is blocked', 'Toilets, 2nd floor'],
  ),
  different(
    ['nl', 'De kraan in de keuken lekt', 'Keuken'],
    ['en', 'The dishwasher in the kitchen does not drain', 'Kitchen'],
  ),
  different(
    ['fr', "Quelqu'un a vomi dans les escaliers de la gare", 'Escaliers de la gare'],
    ['en', 'The handrail on the station stairs is loose', 'Station stairs'],
  ),
  different(
    ['ru', 'Лифт застрял на третьем этаже', 'Лифт, 3 этаж'],
    ['en', 'Someone scratched graffiti into the mirror of the lift', 'Lift, 3rd floor'],
  ),
];

// Harder pairs near the line: two problems with the same thing (the heating is off / the radiator leaks),
// and one problem told with other symptoms (the heating is off / the room is freezing).
const nearTheLine: ReportPair[] = [
  different(
    ['en', 'The glass door at the entrance is cracked', 'Main entrance'],
    ['en', 'Broken glass from a bottle all over the floor at the entrance', 'Main entrance'],
  ),
  different(
    ['en', "The toilet won't flush in the gents", 'Gents toilets'],
    ['en', 'The toilet seat in the gents is broken', 'Gents toilets'],
  ),
  different(
    ['it', 'La macchinetta del caffè è rotta', 'Sala relax'],
    ['it', 'La macchinetta delle merendine è rotta, non dà il resto', 'Sala relax'],
  ),
  different(
    ['en', 'Heating not working in room 12', 'Room 12'],
    ['en', 'The radiator in room 12 is leaking onto the carpet', 'Room 12'],
  ),
  different(
    ['de', 'Die Heizung im Büro ist aus, es ist eiskalt', 'Büro 3. OG'],
    ['de', 'Die Heizung im Büro ist viel zu heiß und lässt sich nicht runterdrehen', 'Büro 3. OG'],
  ),
  different(
    ['en', 'Window in meeting room 3 is smashed', 'Meeting room 3'],
    ['en', 'The window in meeting room 3 will not open, it is stuffy', 'Meeting room 3'],
  ),
  different(
    ['fr', "Fuite d'eau sous l'évier de la cuisine", 'Cuisine'],
    ['fr', "L'évier de la cuisine est bouché, l'eau ne s'écoule plus", 'Cuisine'],
  ),
  different(
    ['de', 'Der Kühlschrank im Pausenraum ist zu warm', 'Pausenraum'],
    ['de', 'Der Kühlschrank im Pausenraum ist total verdreckt und klebrig', 'Pausenraum'],
  ),
  different(
    ['nl', 'De koffieautomaat in de kantine is kapot', 'Kantine'],
    ['nl', 'De frisdrankautomaat in de kantine geeft geen blikjes', 'Kantine'],
  ),
  different(['ru', 'В туалете нет туалетной бумаги', 'Туалет, 1 этаж'], ['ru', 'В туалете нет мыла', 'Туалет, 1 этаж']),
  different(
    ['tr', 'Asansör çalışmıyor', 'Asansör, B blok'],
    ['tr', 'Asansörün ışığı yanmıyor, içi karanlık', 'Asansör, B blok'],
  ),
  different(
    ['es', 'El lavabo del baño de mujeres está atascado', 'Baño de mujeres'],
    ['es', 'El inodoro del baño de mujeres está atascado', 'Baño de mujeres'],
  ),
  different(
    ['en', 'Lights out on level -1 of the car park', 'Car park level -1'],
    ['en', 'The exit barrier on car park level -1 is stuck', 'Car park level -1'],
  ),
  different(
    ['en', 'The card machine at till 1 is not working', 'Till 1'],
    ['es', 'La impresora de tickets de la caja 1 no funciona', 'Caja 1'],
  ),
  different(
    ['en', 'The radiator in room 5 is leaking', 'Room 5'],
    ['it', 'Il riscaldamento nella stanza 5 non funziona', 'Stanza 5'],
  ),
  different(
    ['es', 'El secamanos del baño no funciona', 'Baño, planta 1'],
    ['fr', 'Plus de papier toilette dans les WC', 'WC, 1er étage'],
  ),
  different(
    ['de', 'Im Aufzug riecht es nach Urin', 'Aufzug Haupteingang'],
    ['fr', "L'ascenseur est en panne", 'Ascenseur entrée principale'],
  ),
  different(
    ['pl', 'Na parkingu przy wejściu leży szkło z rozbitej butelki', 'Parking, wejście'],
    ['en', 'Someone smashed a car window in the car park by the entrance', 'Car park entrance'],
  ),
  same(
    ['en', 'The heating is not working in room 12', 'Room 12'],
    ['en', 'Room 12 is freezing, the radiators are cold', 'Room 12'],
  ),
  same(
    ['en', 'Radiator in room 5 is leaking water onto the carpet', 'Room 5'],
    ['en', 'There is a puddle under the radiator in room 5', 'Room 5'],
  ),
  same(
    ['de', 'Im Pausenraum kühlt der Kühlschrank nicht mehr', 'Pausenraum'],
    ['de', 'Kühlschrank im Pausenraum ist warm, die Milch ist sauer', 'Pausenraum'],
  ),
  same(
    ['fr', "L'évier de la cuisine est bouché", 'Cuisine'],
    ['fr', "L'eau ne s'écoule plus dans l'évier, il déborde presque", 'Cuisine du personnel'],
  ),
  same(
    ['es', 'La luz del pasillo 4 parpadea', 'Pasillo 4'],
    ['es', 'En el pasillo 4 hay un fluorescente que parpadea sin parar', 'Pasillo 4'],
  ),
  cross(
    ['en', 'The radiator in room 5 is leaking', 'Room 5'],
    ['it', 'Il termosifone della stanza 5 perde acqua', 'Stanza 5'],
  ),
  cross(
    ['de', 'Die Heizung im Büro ist aus, es ist eiskalt', 'Büro 3. OG'],
    ['en', 'Heating is off in the office on the 3rd floor, freezing', 'Office, 3rd floor'],
  ),
  cross(
    ['es', 'El secamanos del baño no funciona', 'Baño, planta 1'],
    ['en', 'The hand dryer in the toilets is broken', 'Toilets, 1st floor'],
  ),
];

export const reportPairs: ReportPair[] = [
  ...wordedPairs.map(({ language, a, b, duplicate }) => ({
    kind: duplicate ? ('same' as const) : ('different' as const),
    a: { ...a, language },
    b: { ...b, language },
  })),
  ...toldDifferently,
  ...toldInTwoLanguages,
  ...differentProblemsAtOnePlace,
  ...nearTheLine,
  ...publicPairs,
  ...phonePairs,
  ...morePhonePairs,
  ...thirdPhonePairs,
  ...fourthPhonePairs,
  ...fifthPhonePairs,
  ...sixthPhonePairs,
];
