/**
 * The region lookups, India first (`001 §7` Regions): every Indian state and union territory with its
 * main cities, suburbs of the largest cities, and a few other countries where Indian learners work.
 * Ids are stable: countries from 1, states from 100, cities from 1000, suburbs from 10000, in order.
 */
type Tree = Record<string, Record<string, Record<string, readonly string[]>>>;

const INDIA: Record<string, Record<string, readonly string[]>> = {
  'Andhra Pradesh': { Visakhapatnam: [], Vijayawada: [], Guntur: [], Tirupati: [] },
  'Arunachal Pradesh': { Itanagar: [], Tawang: [] },
  Assam: { Guwahati: [], Dibrugarh: [], Silchar: [] },
  Bihar: { Patna: [], Gaya: [], Bhagalpur: [], Muzaffarpur: [] },
  Chhattisgarh: { Raipur: [], Bhilai: [], Bilaspur: [] },
  Goa: { Panaji: [], Margao: [], 'Vasco da Gama': [] },
  Gujarat: { Ahmedabad: ['Navrangpura', 'Satellite', 'Maninagar'], Surat: [], Vadodara: [], Rajkot: [] },
  Haryana: { Gurugram: ['DLF Phase 1', 'Sohna Road', 'Udyog Vihar'], Faridabad: [], Panipat: [] },
  'Himachal Pradesh': { Shimla: [], Dharamshala: [], Mandi: [] },
  Jharkhand: { Ranchi: [], Jamshedpur: [], Dhanbad: [] },
  Karnataka: {
    Bengaluru: ['Whitefield', 'Koramangala', 'Indiranagar', 'Jayanagar', 'Electronic City'],
    Mysuru: [],
    Mangaluru: [],
    'Hubballi-Dharwad': [],
  },
  Kerala: { Thiruvananthapuram: [], Kochi: ['Kakkanad', 'Edappally'], Kozhikode: [], Thrissur: [] },
  'Madhya Pradesh': { Bhopal: [], Indore: [], Gwalior: [], Jabalpur: [] },
  Maharashtra: {
    Mumbai: ['Andheri', 'Bandra', 'Borivali', 'Dadar', 'Powai', 'Thane West'],
    Pune: ['Hinjewadi', 'Kothrud', 'Viman Nagar', 'Hadapsar'],
    Nagpur: [],
    Nashik: [],
    Aurangabad: [],
  },
  Manipur: { Imphal: [] },
  Meghalaya: { Shillong: [] },
  Mizoram: { Aizawl: [] },
  Nagaland: { Kohima: [], Dimapur: [] },
  Odisha: { Bhubaneswar: [], Cuttack: [], Rourkela: [] },
  Punjab: { Ludhiana: [], Amritsar: [], Jalandhar: [], Mohali: [] },
  Rajasthan: { Jaipur: ['Malviya Nagar', 'Vaishali Nagar'], Jodhpur: [], Udaipur: [], Kota: [] },
  Sikkim: { Gangtok: [] },
  'Tamil Nadu': {
    Chennai: ['T. Nagar', 'Adyar', 'Velachery', 'Anna Nagar', 'OMR'],
    Coimbatore: [],
    Madurai: [],
    Tiruchirappalli: [],
  },
  Telangana: { Hyderabad: ['Gachibowli', 'HITEC City', 'Banjara Hills', 'Secunderabad'], Warangal: [] },
  Tripura: { Agartala: [] },
  'Uttar Pradesh': { Lucknow: [], Noida: ['Sector 62', 'Sector 18'], Kanpur: [], Varanasi: [], Agra: [] },
  Uttarakhand: { Dehradun: [], Haridwar: [], Nainital: [] },
  'West Bengal': { Kolkata: ['Salt Lake', 'Park Street', 'New Town', 'Howrah'], Siliguri: [], Durgapur: [] },
  'Andaman and Nicobar Islands': { 'Port Blair': [] },
  Chandigarh: { Chandigarh: [] },
  'Dadra and Nagar Haveli and Daman and Diu': { Daman: [], Silvassa: [] },
  Delhi: { 'New Delhi': ['Connaught Place', 'Dwarka', 'Karol Bagh', 'Saket', 'Rohini', 'Lajpat Nagar'] },
  'Jammu and Kashmir': { Srinagar: [], Jammu: [] },
  Ladakh: { Leh: [], Kargil: [] },
  Lakshadweep: { Kavaratti: [] },
  Puducherry: { Puducherry: [], Karaikal: [] },
};

const REGION_TREE: Tree = {
  India: INDIA,
  'United Arab Emirates': { Dubai: { Dubai: [] }, 'Abu Dhabi': { 'Abu Dhabi': [] } },
  Singapore: { Singapore: { Singapore: [] } },
  'United Kingdom': { England: { London: [], Manchester: [] } },
  'United States': { 'New York': { 'New York City': [] }, California: { 'San Francisco': [] } },
};

export interface RegionRow {
  regionId: number;
  kind: 'COUNTRY' | 'STATE' | 'CITY' | 'SUBURB';
  parentId: number | null;
  name: string;
}

const buildRows = (): RegionRow[] => {
  const rows: RegionRow[] = [];
  const next = { COUNTRY: 1, STATE: 100, CITY: 1000, SUBURB: 10_000 };
  const add = (kind: RegionRow['kind'], parentId: number | null, name: string): number => {
    const regionId = next[kind]++;
    rows.push({ regionId, kind, parentId, name });
    return regionId;
  };
  for (const [country, states] of Object.entries(REGION_TREE)) {
    const countryId = add('COUNTRY', null, country);
    for (const [state, cities] of Object.entries(states)) {
      const stateId = add('STATE', countryId, state);
      for (const [city, suburbs] of Object.entries(cities)) {
        const cityId = add('CITY', stateId, city);
        for (const suburb of suburbs) add('SUBURB', cityId, suburb);
      }
    }
  }
  return rows;
};

export const REGION_ROWS: readonly RegionRow[] = buildRows();
