import type { Vocabulary } from './vocabulary';

/** English. */
export const en: Vocabulary = {
  places:
    'aisle*, room*, office*, kitchen*, corridor*, hallway*, hall, halls, lobby, reception, entrance*, exit*, toilet*, bathroom*, restroom*, washroom*, changing room*, staff room, break room, canteen, cafe, café, cafeteria, restaurant, warehouse, stockroom, storeroom, loading bay, loading dock, car park, parking lot, garage, stairs, stairwell*, staircase, lift, lifts, elevator*, escalator*, platform*, gate*, checkout*, till, tills, counter*, shelf, shelves, freezer*, fridge*, basement, ground floor, first floor, second floor, third floor, top floor, level*, wing*, building*, garden*, yard, playground, classroom*, ward*, gym, pool, meeting room*, server room, forecourt, bay, unit, zone*, section*, department*, terrace*, balcony*, roof, rooftop, courtyard, fitting room*, bakery, pharmacy, lounge, foyer, mezzanine, upstairs, downstairs, entrance hall',
  surfaces: 'floor, floors, ceiling*, wall, walls, door, doors, window*, ground, carpet*, tiles',
  near: 'next to, near, beside, behind, opposite, in front of, outside, inside, close to, by',
  at: 'in, at, on',
  greetings: 'hi, hello, hey, hiya, good morning, good afternoon, good evening, greetings',
  corrections: 'actually, no, sorry, i meant, i mean, correction, not the, rather, instead, wait',
  another:
    'also, another, and another thing, one more thing, something else, different problem, separately, additionally',
  captions:
    "photo, photos, picture, pictures, pic, pics, image, images, snapshot, snapshots, screenshot, screenshots, selfie, another photo, another picture, another one, one more, one more photo, one more picture, here is, here are, here's a, here's the, here's another, here's one, heres a, here you go, photo attached, picture attached, see attached, see the photo, see photo, take a look, have a look",
  critical:
    'fire, fires, flame*, on fire, burning, smoke, smoky, gas leak*, smell of gas, smells of gas, gas smell, smell gas, explosion, explod*, unconscious, not breathing, collapsed, heart attack, electrocut*, electric shock, live wire*, gun, guns, weapon*, knife, knives, stabbed, stabbing, bomb, carbon monoxide',
  high: 'blood, bleeding, injur*, hurt, wounded, exposed wire*, bare wire*, spark*, shock, flood*, threat*, assault*, attack*, fight*, violent, violence, aggressive, broken glass, shattered, fell, fallen, trapped, danger*, unsafe, emergency',
  medium:
    "slip*, wasp*, hornet*, bees, wet floor, spill*, puddle*, leak*, trip hazard, tripping, loose, ice, icy, blocked, clogged, no water, no hot water, no power, power cut, not working, doesn't work, broken, rat, rats, mice, mouse, cockroach*, vomit*, overflowing, suspicious, theft, stolen, vandal*, dripping",
  benign:
    "fire exit*, fire door*, fire escape*, fire extinguisher*, fire blanket*, fire alarm test*, fire drill*, smoke detector*, smoke alarm*, no smoking, gas station*, gas meter reading, toy gun*, toy pistol*, toy rifle*, toy weapon*, toy knife, toy knives, toy sword*, water gun*, water pistol*, squirt gun*, nerf gun*, plastic gun*, plastic pistol*, cap gun*, glue gun*, staple gun*, price gun*, label gun*, temperature gun*, knife and fork, knives and forks, plastic knife, plastic knives, butter knife, butter knives, fire detector*, heat detector*, smoke sensor*, smoke free, emergency exit*, emergency light*, emergency lighting, exit sign*, empty gas bottle*, empty gas cylinder*, gas bottle is empty, gas cylinder is empty, gas bottle empty, gas cylinder empty, gas bottle has run out, ran out of gas, run out of gas, out of gas, gas bill*, water cooler*, water dispenser*, water fountain*, drinking fountain*, co alarm battery, co detector battery, empty gas canister*, empty propane*, empty butane*, empty calor*, gas canister is empty, gas canister empty, propane tank is empty, propane is empty, knife in the sink, knives in the sink, knife left in the sink, knives left in the sink, knife in the kitchen sink, knives in the kitchen sink, dirty knife, dirty knives, knife in the dishwasher, knives in the dishwasher, knife on the draining board, knives on the draining board, knife in the washing up, extinguisher*, exit light*, exit sign light*, extension cable across, extension lead across, extension cord across, cable across the floor, cables across the floor, lead across the floor, co alarm low battery, co alarm needs a battery, co alarm needs a new battery, battery on the co alarm, co detector low battery, gas meter read*, read the gas meter, gas price*, gas mark, laser tag gun*, laser-tag gun*, lasertag gun*, laser gun*, prop gun*, prop knife, prop knives, replica gun*, fake gun*, fake knife, knives on display, knives for sale, knives on sale, knives on the shelf, knife display*, knife set*, knife block*, knives without a price, knives without price tags, knives have no price*, knives are missing price*, evacuation plan*, evacuation map*, evacuation sign*, evacuation route*, escape route sign*, escape route map*, fire escape route*, fire escape plan*, fire alarm tested, fire alarm was tested, fire alarm is being tested, fire alarm being tested, fire alarm will be tested, fire alarm testing, fire alarms tested, fire alarms were tested, tested the fire alarm, testing the fire alarm, weekly alarm test, gas hob won't click on, gas hob wont click on, gas hob won't light, gas hob wont light, hob won't light, hob wont light, hob won't click, stove won't light, stove wont light, cooker won't light, gas heater is off, gas heater won't light, gas heater wont light, heater won't light, heater wont light, gas heater doesn't light, pilot light won't light, pilot light keeps going out, boiler is off, boiler's off, boiler switched off, gas bottles sold out, gas bottle sold out, no gas bottles left, out of gas bottles, sold out of gas, burnt toast, burned toast",
  categories: {
    CLEANING:
      'spill*, mess, dirty, filthy, stain*, sticky, vomit*, puddle*, mop, wet floor, broken glass, smell*, stink*, clean*, dust*, mud, muddy',
    SECURITY:
      'suspicious, theft, thief, stolen, steal*, shoplift*, robbery, vandal*, graffiti, break in, intruder*, trespass*, fight*, assault*, threat*, weapon*, knife, gun, lock, locks, alarm*, cctv, security',
    WASTE_MANAGEMENT: 'bin, bins, rubbish, trash, garbage, waste, recycl*, litter*, fly tipping, dumped, overflowing',
    MECHANICAL_ELECTRICAL:
      'light, lights, lighting, bulb*, lamp*, power, electric*, socket*, wire, wires, wiring, heating, heater*, radiator*, air conditioning, aircon, ventilation, lift, lifts, elevator*, escalator*, automatic door*, fridge*, freezer*, boiler, generator, gas leak*, smell of gas',
    PLUMBING:
      'leak*, pipe*, burst, drain*, clogged, flush*, tap, taps, faucet*, no water, hot water, toilet*, urinal*, flood*, dripping, sewage',
    PEST_CONTROL:
      'rat, rats, mouse, mice, rodent*, cockroach*, insect*, ants, wasp*, bees, pigeon*, birds, bedbug*, flea*, flies, pest*, droppings',
    GROUNDS_MAINTENANCE:
      'car park, pothole*, path, paths, pavement, sidewalk, grass, lawn, hedge*, tree, trees, fence*, snow, ice, icy, garden*, landscaping, paving, parking',
    IT: 'wifi, wi-fi, internet, network, card machine*, card reader*, payment terminal*, screen*, computer*, laptop*, printer*, website, login, password, scanner*, self checkout*',
    FEEDBACK:
      'compliment*, complain*, suggest*, feedback, rude, unfriendly, unhelpful, staff, customer service, queue*, price*, thank*',
  },
};
