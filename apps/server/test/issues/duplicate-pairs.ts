import type { ReportText } from '../../src/modules/issues/find-duplicate-issue';

export interface ReportPair {
  language: string;
  a: ReportText;
  b: ReportText;
  /** True when both visitors report the same problem (the second should be attached to the first). */
  duplicate: boolean;
}

const r = (title: string, description: string, location: string): ReportText => ({ title, description, location });

// Same category in every pair: the category check happens before text similarity. Duplicates are the
// same problem in other words; near-misses are another problem at the same place, or the same kind of
// problem somewhere else. Written as visitors write: short, uneven, sometimes with typos.
export const reportPairs: ReportPair[] = [
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
