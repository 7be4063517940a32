import { describe, expect, it } from 'vitest';
import { findLocation } from '../../../domain/analysis/offline/locations';
import { findStreetAddresses } from '../../../domain/analysis/offline/places/street-addresses';

describe('addresses of buildings known by name', () => {
  it('reads a number and a name without a street type when a suite or a state and ZIP follow', () => {
    expect(findStreetAddresses('at Harbor Court Reporters, 400 Seabright, Suite 300, Santa Cruz, California 95062.').map((a) => a.value)).toEqual([
      '400 Seabright, Suite 300, Santa Cruz, California 95062',
    ]);
    expect(findStreetAddresses('his office at\n1999 Avenue of the Stars, 12th Floor, Los Angeles, CA 90067').map((a) => a.value)).toEqual([
      '1999 Avenue of the Stars, 12th Floor, Los Angeles, CA 90067',
    ]);
  });

  it('does not read a number followed by words and a comma as an address without a unit or state', () => {
    expect(findStreetAddresses('We have 3 Defendants, two insurers and a lien claimant.')).toEqual([]);
    expect(findStreetAddresses('Set for 10 AM, Department 12, Riverside')).toEqual([]);
  });

  it('places an evaluation at the building address written after the date', () => {
    const text = 'The QME set the evaluation for 5/6/2027 at 9:00 a.m. at 77 Marina Gateway, Suite 210, Oxnard, CA 93036.';
    expect(findLocation(text, text.indexOf('5/6/2027'))).toContain('77 Marina Gateway');
  });
});

describe('restaurants on a street named without its type', () => {
  it.each([
    ["Can we grab lunch Thursday at 1 at Guisados on Cesar Chavez? I'll drive.", 'Guisados'],
    ['Coffee at 8 at Porto’s on Brand.', 'Porto’s'],
  ])('%s', (text, place) => {
    expect(findLocation(text, 0)).toBe(place);
  });

  it('does not read a weekday or a platform after "on" as a street', () => {
    expect(findLocation('The adjuster will be at Redwood Claims on Monday.', 0)).toBeNull();
    expect(findLocation('The call with Dr. Patel at 3 on Zoom.', 0)).toBe('Remote via Zoom');
  });
});

describe('neighbouring places', () => {
  it('joins a city and a courtroom set apart by a comma and a dash', () => {
    const text = 'Motion hearing set for 4/2/2027 02:00 PM in Oakland, - Courtroom 5, 2nd Floor.';
    expect(findLocation(text, text.indexOf('4/2/2027'))).toContain('Courtroom 5');
  });
});

describe('venues written with an article, a corner or a company suffix', () => {
  it('reads "at the X on <corner>" before a district office city named in the corner', () => {
    const text = 'Can we meet 6/2/2027 at 11 at the Coffee Bean on Ventura and Van Nuys?';
    expect(findLocation(text, text.indexOf('6/2/2027'))).toBe('Coffee Bean');
  });

  it('keeps a company suffix with the venue and its address', () => {
    const text = 'Mediation 6/2/2027 9:30 a.m. at Resolve Partners, Inc., 2029 Century Park East, Suite 400, Los Angeles';
    expect(findLocation(text, text.indexOf('6/2/2027'))).toBe('Resolve Partners, Inc., 2029 Century Park East, Suite 400, Los Angeles');
  });
});

describe('form fields naming the place of the event', () => {
  it('reads "Place of Hearing:" and "Location of Deposition:", not "Place of Injury:"', () => {
    const text = 'Place of Injury: Fontana warehouse\nDate: 8/9/2027\nPlace of Hearing: Riverside District Office\nLocation of Deposition: Lakeview Reporting, 3200 Main St, Riverside';
    expect(findLocation(text, text.indexOf('8/9/2027'))).toBe('Riverside District Office');
    expect(findLocation('Place of Injury: Fontana warehouse\nDate: 8/9/2027', 40)).toBeNull();
  });
});
