// Plain data and functions, no zod: client code imports these through "@skyhire/validators/plain".

/**
 * Places a customer can search near and an operator can be based in: the 25 service cities of the
 * spec and other large markets, each with its centre's coordinates (degrees, WGS 84).
 */
export interface Place {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

export const PLACES = [
  { name: "Amsterdam", country: "Netherlands", lat: 52.3676, lng: 4.9041 },
  { name: "Athens", country: "Greece", lat: 37.9838, lng: 23.7275 },
  { name: "Auckland", country: "New Zealand", lat: -36.8485, lng: 174.7633 },
  { name: "Austin", country: "United States", lat: 30.2672, lng: -97.7431 },
  { name: "Bangalore", country: "India", lat: 12.9716, lng: 77.5946 },
  { name: "Bangkok", country: "Thailand", lat: 13.7563, lng: 100.5018 },
  { name: "Barcelona", country: "Spain", lat: 41.3874, lng: 2.1686 },
  { name: "Berlin", country: "Germany", lat: 52.52, lng: 13.405 },
  { name: "Boston", country: "United States", lat: 42.3601, lng: -71.0589 },
  { name: "Brisbane", country: "Australia", lat: -27.4698, lng: 153.0251 },
  { name: "Brussels", country: "Belgium", lat: 50.8503, lng: 4.3517 },
  { name: "Calgary", country: "Canada", lat: 51.0447, lng: -114.0719 },
  { name: "Cape Town", country: "South Africa", lat: -33.9249, lng: 18.4241 },
  { name: "Chicago", country: "United States", lat: 41.8781, lng: -87.6298 },
  { name: "Christchurch", country: "New Zealand", lat: -43.5321, lng: 172.6362 },
  { name: "Copenhagen", country: "Denmark", lat: 55.6761, lng: 12.5683 },
  { name: "Dallas", country: "United States", lat: 32.7767, lng: -96.797 },
  { name: "Delhi", country: "India", lat: 28.7041, lng: 77.1025 },
  { name: "Denver", country: "United States", lat: 39.7392, lng: -104.9903 },
  { name: "Doha", country: "Qatar", lat: 25.2854, lng: 51.531 },
  { name: "Dubai", country: "United Arab Emirates", lat: 25.2048, lng: 55.2708 },
  { name: "Dublin", country: "Ireland", lat: 53.3498, lng: -6.2603 },
  { name: "Edinburgh", country: "United Kingdom", lat: 55.9533, lng: -3.1883 },
  { name: "Frankfurt", country: "Germany", lat: 50.1109, lng: 8.6821 },
  { name: "Hamburg", country: "Germany", lat: 53.5511, lng: 9.9937 },
  { name: "Ho Chi Minh City", country: "Vietnam", lat: 10.8231, lng: 106.6297 },
  { name: "Hong Kong", country: "Hong Kong", lat: 22.3193, lng: 114.1694 },
  { name: "Houston", country: "United States", lat: 29.7604, lng: -95.3698 },
  { name: "Jakarta", country: "Indonesia", lat: -6.2088, lng: 106.8456 },
  { name: "Johannesburg", country: "South Africa", lat: -26.2041, lng: 28.0473 },
  { name: "Kuala Lumpur", country: "Malaysia", lat: 3.139, lng: 101.6869 },
  { name: "Lisbon", country: "Portugal", lat: 38.7223, lng: -9.1393 },
  { name: "London", country: "United Kingdom", lat: 51.5074, lng: -0.1278 },
  { name: "Los Angeles", country: "United States", lat: 34.0522, lng: -118.2437 },
  { name: "Madrid", country: "Spain", lat: 40.4168, lng: -3.7038 },
  { name: "Manchester", country: "United Kingdom", lat: 53.4808, lng: -2.2426 },
  { name: "Manila", country: "Philippines", lat: 14.5995, lng: 120.9842 },
  { name: "Melbourne", country: "Australia", lat: -37.8136, lng: 144.9631 },
  { name: "Miami", country: "United States", lat: 25.7617, lng: -80.1918 },
  { name: "Milan", country: "Italy", lat: 45.4642, lng: 9.19 },
  { name: "Montreal", country: "Canada", lat: 45.5017, lng: -73.5673 },
  { name: "Mumbai", country: "India", lat: 19.076, lng: 72.8777 },
  { name: "Munich", country: "Germany", lat: 48.1351, lng: 11.582 },
  { name: "New York", country: "United States", lat: 40.7128, lng: -74.006 },
  { name: "Newcastle", country: "Australia", lat: -32.9283, lng: 151.7817 },
  { name: "Osaka", country: "Japan", lat: 34.6937, lng: 135.5023 },
  { name: "Oslo", country: "Norway", lat: 59.9139, lng: 10.7522 },
  { name: "Paris", country: "France", lat: 48.8566, lng: 2.3522 },
  { name: "Perth", country: "Australia", lat: -31.9505, lng: 115.8605 },
  { name: "Phoenix", country: "United States", lat: 33.4484, lng: -112.074 },
  { name: "Riyadh", country: "Saudi Arabia", lat: 24.7136, lng: 46.6753 },
  { name: "Rome", country: "Italy", lat: 41.9028, lng: 12.4964 },
  { name: "San Francisco", country: "United States", lat: 37.7749, lng: -122.4194 },
  { name: "Seattle", country: "United States", lat: 47.6062, lng: -122.3321 },
  { name: "Seoul", country: "South Korea", lat: 37.5665, lng: 126.978 },
  { name: "Singapore", country: "Singapore", lat: 1.3521, lng: 103.8198 },
  { name: "Stockholm", country: "Sweden", lat: 59.3293, lng: 18.0686 },
  { name: "Sydney", country: "Australia", lat: -33.8688, lng: 151.2093 },
  { name: "Taipei", country: "Taiwan", lat: 25.033, lng: 121.5654 },
  { name: "Tokyo", country: "Japan", lat: 35.6762, lng: 139.6503 },
  { name: "Toronto", country: "Canada", lat: 43.6532, lng: -79.3832 },
  { name: "Vancouver", country: "Canada", lat: 49.2827, lng: -123.1207 },
  { name: "Vienna", country: "Austria", lat: 48.2082, lng: 16.3738 },
  { name: "Wellington", country: "New Zealand", lat: -41.2865, lng: 174.7762 },
  { name: "Wollongong", country: "Australia", lat: -34.4278, lng: 150.8931 },
  { name: "Zurich", country: "Switzerland", lat: 47.3769, lng: 8.5417 },
] as const satisfies readonly Place[];

export type PlaceName = (typeof PLACES)[number]["name"];
export const PLACE_NAMES = PLACES.map((place) => place.name) as [PlaceName, ...PlaceName[]];

const PLACES_BY_NAME = new Map<string, Place>(
  PLACES.map((place) => [place.name.toLowerCase(), place]),
);

/** The place of that name (any letter case), or undefined. */
export function findPlace(name: string): Place | undefined {
  return PLACES_BY_NAME.get(name.trim().toLowerCase());
}

/** Search radius and operators' service radius, in km. */
export const RADIUS_KM = {
  searchDefault: 50,
  searchMax: 500,
  serviceDefault: 50,
  serviceMax: 300,
} as const;

/** The radii offered in the browse and job-board filters. */
export const SEARCH_RADIUS_OPTIONS_KM = [10, 25, 50, 100, 250, 500] as const;

/** Known place names, longest first, as whole words in any letter case ("New York" before "York"). */
const PLACE_NAMES_IN_TEXT = [...PLACES]
  .sort((a, b) => b.name.length - a.name.length)
  .map((place) => ({ place, pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${place.name.replace(/ /g, "\\s+")}($|[^\\p{L}\\p{N}])`, "iu") }));

/**
 * The known place a free-text location names: the whole text ("sydney"), or a place named in it as
 * whole words ("Sydney CBD, level 3", "Rooftop in Surry Hills, Sydney"), the longest name first.
 */
export function placeNamedIn(location: string | null | undefined): Place | undefined {
  if (!location) return undefined;
  const exact = findPlace(location);
  if (exact) return exact;
  return PLACE_NAMES_IN_TEXT.find(({ pattern }) => pattern.test(location))?.place;
}

/** The point of a location that names a known place, for distance search; null otherwise. */
export function placePoint(
  location: string | null | undefined,
): { lat: number; lng: number } | null {
  const place = placeNamedIn(location);
  return place ? { lat: place.lat, lng: place.lng } : null;
}

export const PLACE_MESSAGES = {
  place: "Please choose a place from the list",
  baseRequired: "Please choose the city you work from",
  radius: `Service radius must be between 1 and ${RADIUS_KM.serviceMax} km`,
} as const;
