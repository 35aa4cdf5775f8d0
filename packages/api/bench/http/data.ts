/**
 * Text and places for the HTTP benchmark's seed: realistic listing text in every category, about
 * 40 % of it mentioning "inspection", operators' company names and bios, and the cities.
 */
import {
  PLACES,
  type ListingCategory,
  type Place,
  type SpecialRequirement,
} from "@skyhire/validators";

/**
 * Where the operators are based: every place customers can search near (the app's own list), so
 * `near=<city>` finds the benchmark's operators.
 */
export const BENCH_CITIES: readonly Place[] = PLACES;

export interface BenchTemplate {
  category: ListingCategory;
  /** `{city}` becomes the operator's city. */
  title: string;
  description: string;
  price: [number, number];
  requirements: SpecialRequirement[];
}

/** Every category has listings that mention inspection and listings that do not. */
export const BENCH_TEMPLATES: readonly BenchTemplate[] = [
  // Photography
  {
    category: "Photography",
    title: "Aerial Event Photography in {city}",
    description:
      "Up to four hours of aerial coverage for festivals, product launches and corporate gatherings in {city}. Includes flight planning, crowd-safe positioning and 80+ edited high-resolution photos delivered within three working days.",
    price: [450, 900],
    requirements: ["licensed-pilot", "insured", "raw-photos"],
  },
  {
    category: "Photography",
    title: "Wedding Drone Film & Photo Package",
    description:
      "Cinematic aerial coverage of your ceremony, venue and couple portraits, shot in 4K and colour-graded to match your main videographer. Two batteries per hour on site, a 3-minute highlight reel and all aerial stills included.",
    price: [600, 1400],
    requirements: ["4k-video", "licensed-pilot", "insured"],
  },
  {
    category: "Photography",
    title: "Sunset & Night Skyline Photography",
    description:
      "Golden-hour and night aerials of {city}'s skyline for hotels, restaurants and agencies. Night operations are flown under an approved waiver with anti-collision lighting; expect 30 retouched images and a short hyperlapse.",
    price: [500, 1100],
    requirements: ["night-flight", "licensed-pilot", "raw-photos"],
  },
  {
    category: "Photography",
    title: "Insurance Claim Photo Inspection",
    description:
      "Storm, fire or flood damage documented from the air for loss adjusters in {city}. A photo inspection of roofs, fences and outbuildings with geotagged, time-stamped images and a short written summary the same day.",
    price: [220, 520],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Photography",
    title: "Construction Progress Photography (Monthly)",
    description:
      "Fixed-position aerial photos of your site every month from identical waypoints, so stakeholders can compare progress at a glance. Includes an online gallery, date-stamped images and a short time-lapse at project close.",
    price: [280, 650],
    requirements: ["licensed-pilot", "insured"],
  },
  // Real Estate
  {
    category: "Real Estate",
    title: "Real Estate Aerial Photo Package — {city}",
    description:
      "Twenty-five edited aerial photos of a residential listing in {city}, including street context, lot lines overlaid on request and sky replacement. Delivered in MLS and print sizes within 24 hours of the shoot.",
    price: [180, 400],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Real Estate",
    title: "Luxury Property Cinematic Tour",
    description:
      "A two-minute cinematic tour that combines exterior aerials, FPV fly-through of interiors and twilight shots. Designed for premium listings and developer launches, with licensed music and a vertical cut for social media.",
    price: [800, 2000],
    requirements: ["4k-video", "licensed-pilot", "insured"],
  },
  {
    category: "Real Estate",
    title: "Pre-Purchase Roof Inspection for Buyers",
    description:
      "Buying a home in {city}? A pre-purchase roof inspection by drone shows the condition of tiles, valleys, gutters and chimneys without anyone climbing a ladder. Annotated photos in your inbox before the cooling-off period ends.",
    price: [190, 380],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Real Estate",
    title: "Twilight Aerial Listing Shoot",
    description:
      "Dusk aerials that make homes glow: we time the flight to the blue hour, light the property from inside and deliver 15 retouched images. Ideal for waterfront, hillside and architect-designed homes in and around {city}.",
    price: [300, 650],
    requirements: ["night-flight", "licensed-pilot", "raw-photos"],
  },
  {
    category: "Real Estate",
    title: "Strata Building Inspection & Report",
    description:
      "Body corporates and strata managers get a full drone inspection of roofs, facades and balconies with every defect located on an elevation drawing, ready for the next maintenance plan or insurance renewal.",
    price: [650, 1500],
    requirements: ["licensed-pilot", "insured", "raw-photos"],
  },
  // Inspection
  {
    category: "Inspection",
    title: "Roof & Gutter Drone Inspection",
    description:
      "A close-range inspection of pitched or flat roofs without ladders or scaffolding. You receive annotated photos of damaged tiles, flashing and blocked gutters, plus a short condition summary your builder can quote from.",
    price: [180, 420],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Inspection",
    title: "Thermal Solar Panel Inspection",
    description:
      "Radiometric thermal imaging of rooftop or ground-mounted solar arrays to find hot spots, failed bypass diodes and soiling. Each anomaly is geotagged and classified by severity in a PDF inspection report.",
    price: [400, 1200],
    requirements: ["thermal-imaging", "licensed-pilot", "insured"],
  },
  {
    category: "Inspection",
    title: "Facade & Cladding Inspection — {city}",
    description:
      "High-resolution zoom imagery of every elevation of mid- and high-rise buildings in {city}, mapped to a facade grid. Cracks, spalling, sealant failure and loose cladding are logged for your engineer.",
    price: [900, 2400],
    requirements: ["licensed-pilot", "insured", "raw-photos"],
  },
  {
    category: "Inspection",
    title: "Telecom Tower & Mast Inspection",
    description:
      "Full 360° inspection of lattice towers and monopoles, including antenna azimuth and tilt verification, bolt and corrosion checks and a 3D model of the structure for the carrier's asset register.",
    price: [700, 1800],
    requirements: ["licensed-pilot", "insured", "4k-video"],
  },
  {
    category: "Inspection",
    title: "Wind Turbine Blade Survey",
    description:
      "Leading-edge erosion, lightning damage and cracks on every blade, captured with an automated flight path while the turbine is parked. Findings are graded by severity so your maintenance crew can plan rope access.",
    price: [1200, 3200],
    requirements: ["licensed-pilot", "insured", "raw-photos"],
  },
  // Surveying
  {
    category: "Surveying",
    title: "Topographic Drone Survey — {city}",
    description:
      "RTK-corrected aerial survey of sites up to 50 hectares around {city}, delivered as a contour plan, point cloud and orthomosaic tied to local control. Accuracy statement and ground control report included.",
    price: [900, 2600],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Surveying",
    title: "Stockpile Volume Measurement",
    description:
      "Monthly or one-off volume surveys of aggregate, coal and soil stockpiles. We fly, process and return volumes per pile with a colour-coded height map, typically within 48 hours of the flight.",
    price: [450, 1100],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Surveying",
    title: "Dam Wall & Embankment Inspection Survey",
    description:
      "Annual inspection survey of earth dams, levees and embankments: a dense point cloud compared with last year's, so settlement, slumping and seepage areas show up before they become a safety problem.",
    price: [1100, 2800],
    requirements: ["licensed-pilot", "insured", "raw-photos"],
  },
  {
    category: "Surveying",
    title: "Boundary & Cadastral Support Flight",
    description:
      "High-accuracy aerial imagery to support your licensed surveyor's boundary work in {city}: fences, kerbs and structures captured in one flight, with the orthomosaic delivered in your local coordinate system.",
    price: [600, 1400],
    requirements: ["licensed-pilot", "insured"],
  },
  // Mapping
  {
    category: "Mapping",
    title: "Orthomosaic Site Mapping",
    description:
      "A georeferenced orthomosaic of your site at up to 1.5 cm per pixel, processed overnight and shared as GeoTIFF and an online map viewer. Suitable for planning submissions, site logistics and marketing.",
    price: [500, 1300],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Mapping",
    title: "3D Model & Digital Twin Capture",
    description:
      "Oblique photogrammetry of buildings and industrial plants turned into a textured 3D model you can measure in the browser. Ideal for architects, heritage projects and facility managers around {city}.",
    price: [1400, 3800],
    requirements: ["licensed-pilot", "insured", "raw-photos"],
  },
  {
    category: "Mapping",
    title: "Pipeline & Corridor Inspection Mapping",
    description:
      "Long linear corridors mapped for inspection: pipelines, power lines, rail and roads flown in segments, with encroachment, erosion and vegetation issues flagged along the chainage in a shareable map.",
    price: [1500, 4200],
    requirements: ["licensed-pilot", "insured", "4k-video"],
  },
  {
    category: "Mapping",
    title: "Construction Earthworks Mapping",
    description:
      "Weekly maps of cut and fill against your design surface, so project managers see progress and quantities without waiting for a ground crew. Exports for Civil 3D and 12d included.",
    price: [700, 1700],
    requirements: ["licensed-pilot", "insured"],
  },
  // Agriculture
  {
    category: "Agriculture",
    title: "Multispectral Crop Health Mapping (NDVI)",
    description:
      "Multispectral flights over your paddocks produce NDVI and NDRE maps that show stress before it is visible from the ground. Zones are exported for variable-rate application in common farm software.",
    price: [350, 900],
    requirements: ["raw-photos", "licensed-pilot", "insured"],
  },
  {
    category: "Agriculture",
    title: "Orchard & Vineyard Canopy Inspection",
    description:
      "Row-by-row canopy inspection of orchards and vineyards near {city}: missing vines, disease patches and irrigation faults located on a map, with a plant count and vigour report for the whole block.",
    price: [400, 1000],
    requirements: ["raw-photos", "licensed-pilot", "insured"],
  },
  {
    category: "Agriculture",
    title: "Livestock & Fence Line Check",
    description:
      "Station-scale flights to count stock, find breaks in fence lines and check water points, with a map of every issue found. Regular weekly runs available for properties within 100 km of {city}.",
    price: [250, 600],
    requirements: ["licensed-pilot", "insured"],
  },
  {
    category: "Agriculture",
    title: "Irrigation & Drainage Thermal Inspection",
    description:
      "Thermal inspection of pivots, drip lines and drains to find leaks, blockages and waterlogging. We fly at first light for the clearest thermal contrast and deliver a marked-up map before lunch.",
    price: [300, 800],
    requirements: ["thermal-imaging", "licensed-pilot", "insured"],
  },
];

/** Appended to some descriptions, so texts vary; none mentions inspection or the rare word. */
export const DESCRIPTION_TAILS: readonly string[] = [
  "",
  " Flights are booked around the weather, free of charge.",
  " Raw files are kept for twelve months in case you need them again.",
  " Weekend flights are available on request.",
  " We hold public liability cover up to 20 million and share the certificate on booking.",
  " Travel within 40 km of {city} is included.",
  " Every pilot on our team holds a current licence and flies under a documented safety case.",
  " Repeat clients get priority scheduling and a standing discount.",
];

/**
 * A word that appears in very few listings (1 in RARE_EVERY): a realistic search that finds
 * a handful of rows among many.
 */
export const RARE_WORD = "bathymetric";
export const RARE_EVERY = 2000;
export const RARE_SENTENCE = ` Bathymetric add-on: sonar depth soundings of ponds and reservoirs.`;

export const COMPANY_PREFIXES: readonly string[] = [
  "Skyline",
  "Horizon",
  "Summit",
  "Eagle Eye",
  "Blue Sky",
  "Aerial Edge",
  "Falcon",
  "Altitude",
  "Clear View",
  "Peak",
  "Northstar",
  "Tailwind",
  "Vantage",
  "Overwatch",
  "Cloudline",
  "Airborne",
  "Highpoint",
  "Bird's Eye",
  "Crosswind",
  "Zenith",
];

export const COMPANY_SUFFIXES: readonly string[] = [
  "Aerial Works",
  "Drone Services",
  "UAV Solutions",
  "Aerial Imaging",
  "Surveys",
  "Inspections",
  "Drone Co.",
  "Aviation",
  "Mapping",
  "Aerial Media",
];

export const FIRST_NAMES: readonly string[] = [
  "Olivia",
  "Liam",
  "Amelia",
  "Noah",
  "Isla",
  "Jack",
  "Mia",
  "Leo",
  "Ava",
  "Lucas",
  "Chloe",
  "Arjun",
  "Priya",
  "Kenji",
  "Yuna",
  "Min-jun",
  "Sofia",
  "Mateo",
  "Emma",
  "Daan",
  "Aroha",
  "Tariq",
  "Nadia",
  "Wei",
  "Siti",
  "Marco",
  "Hannah",
  "Ethan",
  "Grace",
  "Omar",
];

export const LAST_NAMES: readonly string[] = [
  "Smith",
  "Chen",
  "Patel",
  "Nguyen",
  "Kim",
  "Tanaka",
  "Garcia",
  "Müller",
  "de Vries",
  "Brown",
  "Wilson",
  "Singh",
  "Rossi",
  "Dubois",
  "Kowalski",
  "Ngata",
  "Santos",
  "Lee",
  "Haddad",
  "O'Brien",
];

export const BIO_TEMPLATES: readonly string[] = [
  "{company} is a team of licensed pilots based in {city}, flying enterprise aircraft for builders, councils and agencies across the region.",
  "Founded by a former surveyor, {company} delivers survey-grade maps, inspections and aerial photography around {city} with fast turnaround.",
  "{company} specialises in safe, well-documented flights in busy {city} airspace, with every job planned, risk-assessed and insured.",
  "From real estate shoots to industrial work, {company} brings calibrated cameras, thermal sensors and RTK positioning to clients in {city}.",
];

export const QUALIFICATIONS: readonly string[] = [
  "Commercial Drone License",
  "Visual Line of Sight Operations",
  "Beyond Visual Line of Sight Operations",
  "Cinematography Certification",
  "Surveying Certification",
  "UAS Pilot Certificate",
];
