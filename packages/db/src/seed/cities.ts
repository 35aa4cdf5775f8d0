import { SERVICE_CITIES, type Currency } from "@skyhire/validators";

export type City = (typeof SERVICE_CITIES)[number];

type Region =
  "europe" | "oceania" | "south-asia" | "southeast-asia" | "east-asia" | "americas" | "gulf";

interface Regulator {
  /** One of QUALIFICATION_PRESETS. */
  qualification: string;
  licenceType: string;
  licencePrefix: string;
}

export interface CityInfo {
  region: Region;
  currency: Currency;
  /** Country calling code and a local number pattern start. */
  phone: string;
  regulator: Regulator;
  insurers: readonly string[];
}

const CAA_UK: Regulator = {
  qualification: "CAA Licence",
  licenceType: "CAA GVC",
  licencePrefix: "GBR-RP",
};
const EASA: Regulator = {
  qualification: "EASA Licence",
  licenceType: "EASA A2 CofC",
  licencePrefix: "EU-RP",
};
const CASA: Regulator = {
  qualification: "CASA RPA Licence",
  licenceType: "CASA RePL",
  licencePrefix: "ARN",
};
const CAA_NZ: Regulator = {
  qualification: "CAA Licence",
  licenceType: "CAA NZ Part 102",
  licencePrefix: "NZ-102",
};
const FAA: Regulator = {
  qualification: "Part 107 Remote Pilot Certificate",
  licenceType: "FAA Part 107",
  licencePrefix: "FA",
};
const TC: Regulator = {
  qualification: "Transport Canada Drone Pilot Certificate",
  licenceType: "Transport Canada Advanced",
  licencePrefix: "PC",
};
const GENERIC = (licenceType: string, licencePrefix: string): Regulator => ({
  qualification: "Commercial Drone License",
  licenceType,
  licencePrefix,
});
const UAS = (licenceType: string, licencePrefix: string): Regulator => ({
  qualification: "UAS Pilot Certificate",
  licenceType,
  licencePrefix,
});

const EU_INSURERS = ["Allianz Aviation", "AXA XL", "Hiscox"] as const;
const AU_INSURERS = ["QBE Aviation", "Allianz Australia", "CGU Insurance"] as const;
const ASIA_INSURERS = ["AIG Asia Pacific", "Tokio Marine", "Chubb Asia"] as const;
const US_INSURERS = ["Global Aerospace", "Starr Aviation", "Chubb"] as const;

export const CITY_INFO: Record<City, CityInfo> = {
  Amsterdam: {
    region: "europe",
    currency: "EUR",
    phone: "+31 20",
    regulator: EASA,
    insurers: EU_INSURERS,
  },
  Auckland: {
    region: "oceania",
    currency: "AUD",
    phone: "+64 9",
    regulator: CAA_NZ,
    insurers: AU_INSURERS,
  },
  Bangalore: {
    region: "south-asia",
    currency: "USD",
    phone: "+91 80",
    regulator: GENERIC("DGCA Remote Pilot Certificate", "DGCA-RPC"),
    insurers: ["ICICI Lombard", "Tata AIG"],
  },
  Bangkok: {
    region: "southeast-asia",
    currency: "USD",
    phone: "+66 2",
    regulator: UAS("CAAT Drone Operator Licence", "CAAT"),
    insurers: ASIA_INSURERS,
  },
  Berlin: {
    region: "europe",
    currency: "EUR",
    phone: "+49 30",
    regulator: EASA,
    insurers: EU_INSURERS,
  },
  Brisbane: {
    region: "oceania",
    currency: "AUD",
    phone: "+61 7",
    regulator: CASA,
    insurers: AU_INSURERS,
  },
  Delhi: {
    region: "south-asia",
    currency: "USD",
    phone: "+91 11",
    regulator: GENERIC("DGCA Remote Pilot Certificate", "DGCA-RPC"),
    insurers: ["ICICI Lombard", "Tata AIG"],
  },
  Dubai: {
    region: "gulf",
    currency: "USD",
    phone: "+971 4",
    regulator: GENERIC("GCAA UAS Operator Permit", "GCAA"),
    insurers: ["Oman Insurance", "AXA Gulf"],
  },
  "Hong Kong": {
    region: "east-asia",
    currency: "HKD",
    phone: "+852",
    regulator: GENERIC("CAD Advanced SUA Pilot", "CAD-SUA"),
    insurers: ASIA_INSURERS,
  },
  Jakarta: {
    region: "southeast-asia",
    currency: "SGD",
    phone: "+62 21",
    regulator: UAS("DKPPU Remote Pilot Certificate", "DKPPU"),
    insurers: ASIA_INSURERS,
  },
  "Kuala Lumpur": {
    region: "southeast-asia",
    currency: "SGD",
    phone: "+60 3",
    regulator: UAS("CAAM Remote Pilot Certificate", "CAAM"),
    insurers: ASIA_INSURERS,
  },
  London: {
    region: "europe",
    currency: "GBP",
    phone: "+44 20",
    regulator: CAA_UK,
    insurers: EU_INSURERS,
  },
  "Los Angeles": {
    region: "americas",
    currency: "USD",
    phone: "+1 213",
    regulator: FAA,
    insurers: US_INSURERS,
  },
  Manila: {
    region: "southeast-asia",
    currency: "USD",
    phone: "+63 2",
    regulator: UAS("CAAP RPA Controller Certificate", "CAAP"),
    insurers: ASIA_INSURERS,
  },
  Melbourne: {
    region: "oceania",
    currency: "AUD",
    phone: "+61 3",
    regulator: CASA,
    insurers: AU_INSURERS,
  },
  Mumbai: {
    region: "south-asia",
    currency: "USD",
    phone: "+91 22",
    regulator: GENERIC("DGCA Remote Pilot Certificate", "DGCA-RPC"),
    insurers: ["ICICI Lombard", "Tata AIG"],
  },
  "New York": {
    region: "americas",
    currency: "USD",
    phone: "+1 212",
    regulator: FAA,
    insurers: US_INSURERS,
  },
  Paris: {
    region: "europe",
    currency: "EUR",
    phone: "+33 1",
    regulator: EASA,
    insurers: EU_INSURERS,
  },
  Perth: {
    region: "oceania",
    currency: "AUD",
    phone: "+61 8",
    regulator: CASA,
    insurers: AU_INSURERS,
  },
  Seoul: {
    region: "east-asia",
    currency: "USD",
    phone: "+82 2",
    regulator: UAS("KOCA Ultra-light Vehicle Pilot", "KOCA"),
    insurers: ["Samsung Fire & Marine", "Hyundai Marine & Fire"],
  },
  Singapore: {
    region: "southeast-asia",
    currency: "SGD",
    phone: "+65",
    regulator: UAS("CAAS UA Pilot Licence", "UAPL"),
    insurers: ASIA_INSURERS,
  },
  Sydney: {
    region: "oceania",
    currency: "AUD",
    phone: "+61 2",
    regulator: CASA,
    insurers: AU_INSURERS,
  },
  Tokyo: {
    region: "east-asia",
    currency: "USD",
    phone: "+81 3",
    regulator: UAS("MLIT First-Class UA Pilot", "MLIT"),
    insurers: ["Tokio Marine", "Sompo Japan"],
  },
  Toronto: {
    region: "americas",
    currency: "USD",
    phone: "+1 416",
    regulator: TC,
    insurers: US_INSURERS,
  },
  Wellington: {
    region: "oceania",
    currency: "AUD",
    phone: "+64 4",
    regulator: CAA_NZ,
    insurers: AU_INSURERS,
  },
};

/** Cities of the same region, nearest first in list order, excluding `city`. */
export function neighbours(city: City): City[] {
  const region = CITY_INFO[city].region;
  const near = SERVICE_CITIES.filter((c) => c !== city && CITY_INFO[c].region === region);
  // The Gulf has a single city; its operators fly across to South Asia.
  if (near.length === 0) return SERVICE_CITIES.filter((c) => CITY_INFO[c].region === "south-asia");
  return near;
}
