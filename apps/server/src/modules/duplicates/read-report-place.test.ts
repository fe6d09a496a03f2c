import { describe, expect, it } from 'vitest';
import { readReportPlace } from './read-report-place';

const read = (location: string) => {
  const place = readReportPlace(location);
  return { types: [...place.types].sort(), levels: [...place.levels].sort(), spots: [...place.spots].sort() };
};

describe('readReportPlace', () => {
  it.each([
    ['Aisle 3', ['passage'], [], ['3']],
    ['Pasillo 3', ['passage'], [], ['3']],
    ['Kuchnia, 3 piętro', ['floor', 'kitchen'], [3], []],
    ['Damentoilette 2. OG', ['floor', 'toilets', 'women'], [2], []],
    ['Ladies toilets, ground floor', ['floor', 'toilets', 'women'], [0], []],
    ['Toilettes femmes, rez-de-chaussée', ['floor', 'toilets', 'women'], [0], []],
    ['Bagno uomini, secondo piano', ['floor', 'men', 'toilets'], [2], []],
    ['Erkek tuvaleti, ikinci kat', ['floor', 'men', 'toilets'], [2], []],
    ['Aufzug Parkhaus Ebene -1', ['carPark', 'floor', 'lift'], [-1], []],
    ['Lift naar P-1', ['lift'], [-1], []],
    ['3階 女子トイレ', ['floor', 'toilets', 'women'], [3], []],
    ['一楼大厅', ['floor', 'lobby'], [1], []],
    ['기숙사 4층 408호', ['floor'], [4], ['408']],
    ['地下1階の電気室', ['floor'], [-1], []],
    ['地下鉄の乗換口', [], [], []],
    ['Meeting room 2, first floor', ['floor', 'meetingRoom', 'room'], [1], ['2']],
    ['Corridor B', ['passage'], [], ['b']],
    ['Gate B4', ['entrance'], [], ['b4']],
    ['2nd floor', ['floor'], [2], []],
  ])('%s', (location, types, levels, spots) => {
    expect(read(location)).toEqual({ types, levels, spots });
  });
});
