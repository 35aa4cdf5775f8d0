import { type ListingCategory, type SpecialRequirement } from "@skyhire/validators";

export interface ListingTemplate {
  /** `{city}` is replaced with the operator's city. */
  title: string;
  description: string;
  /** Whole-dollar price range; the seed picks a value in it. */
  price: [number, number];
  requirements: SpecialRequirement[];
}

export const LISTING_TEMPLATES: Record<ListingCategory, ListingTemplate[]> = {
  Photography: [
    {
      title: "Aerial Event Photography in {city}",
      description:
        "Up to four hours of aerial coverage for festivals, product launches and corporate gatherings in {city}. Includes flight planning, crowd-safe positioning and 80+ edited high-resolution photos delivered within three working days.",
      price: [450, 900],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Wedding Drone Film & Photo Package",
      description:
        "Cinematic aerial coverage of your ceremony, venue and couple portraits, shot in 4K and colour-graded to match your main videographer. Two batteries per hour on site, a 3-minute highlight reel and all aerial stills included.",
      price: [600, 1400],
      requirements: ["4k-video", "licensed-pilot", "insured"],
    },
    {
      title: "Brand & Advertising Aerial Shoot",
      description:
        "A half-day aerial shoot for brand campaigns, hotels and tourism boards around {city}. We storyboard with your creative team, capture 4K/60 footage and log-profile stills, and deliver graded selects ready for social and broadcast.",
      price: [900, 2200],
      requirements: ["4k-video", "licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Sunset & Night Skyline Photography",
      description:
        "Golden-hour and night aerials of {city}'s skyline for hotels, restaurants and agencies. Night operations are flown under an approved waiver with anti-collision lighting; expect 30 retouched images and a short hyperlapse.",
      price: [500, 1100],
      requirements: ["night-flight", "licensed-pilot", "raw-photos"],
    },
    {
      title: "Construction Progress Photography (Monthly)",
      description:
        "Fixed-position aerial photos of your site every month from identical waypoints, so stakeholders can compare progress at a glance. Includes an online gallery, date-stamped images and a short time-lapse at project close.",
      price: [280, 650],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Sports & Outdoor Event Coverage",
      description:
        "Dynamic aerial tracking shots for marathons, regattas, golf days and charity rides. Our two-pilot crew keeps safe separation from participants and delivers same-day social clips plus full-resolution footage within 48 hours.",
      price: [700, 1600],
      requirements: ["4k-video", "licensed-pilot", "insured"],
    },
  ],
  "Real Estate": [
    {
      title: "Real Estate Aerial Photo Package — {city}",
      description:
        "Twenty-five edited aerial photos of a residential listing in {city}, including street context, lot lines overlaid on request and sky replacement. Delivered in MLS and print sizes within 24 hours of the shoot.",
      price: [180, 400],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Luxury Property Cinematic Tour",
      description:
        "A two-minute cinematic tour that combines exterior aerials, FPV fly-through of interiors and twilight shots. Designed for premium listings and developer launches, with licensed music and a vertical cut for social media.",
      price: [800, 2000],
      requirements: ["4k-video", "licensed-pilot", "insured"],
    },
    {
      title: "Twilight Aerial Listing Shoot",
      description:
        "Dusk aerials that make homes glow: we time the flight to the blue hour, light the property from inside and deliver 15 retouched images. Ideal for waterfront, hillside and architect-designed homes in and around {city}.",
      price: [300, 650],
      requirements: ["night-flight", "licensed-pilot", "raw-photos"],
    },
    {
      title: "Land & Acreage Listing Mapping",
      description:
        "For rural blocks and development land: aerial photos plus an orthophoto with boundary overlay, approximate area and access routes marked. Buyers understand the site before they visit, and agents get a printable site plan.",
      price: [350, 900],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Off-Plan Development View Photography",
      description:
        "We fly to the exact floor heights of your future apartments to capture the views buyers will get. Each image is tagged with level and orientation, ready for sales galleries and brochures for developments in {city}.",
      price: [450, 1200],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Commercial Property Marketing Aerials",
      description:
        "Aerial stills and a short video of offices, warehouses and retail centres showing access roads, parking and nearby amenities. Annotated location maps and highlight graphics are included for leasing brochures.",
      price: [400, 950],
      requirements: ["4k-video", "licensed-pilot"],
    },
  ],
  Inspection: [
    {
      title: "Roof & Gutter Drone Inspection",
      description:
        "A close-range inspection of pitched or flat roofs without ladders or scaffolding. You receive annotated photos of damaged tiles, flashing, gutters and drainage points, with a condition summary suitable for insurers and builders.",
      price: [220, 480],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Thermal Solar Panel Inspection",
      description:
        "Radiometric thermal survey of rooftop or ground-mounted solar arrays to detect hot spots, bypass diode failures and soiling. Each anomaly is geolocated and classified in a report aligned with IEC 62446-3 practice.",
      price: [600, 1800],
      requirements: ["thermal-imaging", "licensed-pilot", "insured"],
    },
    {
      title: "Facade & Cladding Inspection — {city}",
      description:
        "High-resolution zoom imagery of every elevation of mid- and high-rise buildings in {city}, mapped to a facade grid. Cracks, spalling, sealant failures and loose cladding are marked for your engineer's periodic inspection report.",
      price: [900, 2600],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Telecom Tower & Mast Inspection",
      description:
        "Full 360° inspection of lattice towers and monopoles, including antenna azimuth and tilt verification, bolt and corrosion checks and a 3D model for line-of-sight planning. Flown with enterprise aircraft near RF equipment.",
      price: [700, 1500],
      requirements: ["licensed-pilot", "insured", "4k-video"],
    },
    {
      title: "Bridge & Infrastructure Visual Inspection",
      description:
        "Detailed visual inspection of bridge decks, bearings, piers and soffits using collision-tolerant and zoom platforms. Findings are referenced to structural elements so asset owners can prioritise maintenance work.",
      price: [1500, 4200],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Building Envelope Thermal Survey",
      description:
        "Night-time thermal imaging of building envelopes to reveal heat loss, missing insulation and moisture ingress. Includes a thermographer's report with temperature-calibrated images and recommended remedial actions.",
      price: [550, 1300],
      requirements: ["thermal-imaging", "night-flight", "licensed-pilot"],
    },
  ],
  Surveying: [
    {
      title: "Topographic Drone Survey (up to 20 ha)",
      description:
        "RTK-corrected photogrammetry survey with ground control points, delivering a DTM, 0.5 m contours and a 3 cm orthomosaic. Outputs are supplied in local grid coordinates as DWG, LandXML and GeoTIFF files.",
      price: [1200, 3200],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Stockpile Volume Measurement",
      description:
        "Fast, safe volumetric surveys of quarries, stockyards and construction spoil. Every pile is measured from a dense point cloud and reported with base surface method, so your monthly reconciliation takes minutes, not days.",
      price: [500, 1400],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "LiDAR Corridor Survey",
      description:
        "Drone LiDAR capture of roads, rail lines, pipelines and power corridors, including ground classification under vegetation. Deliverables include classified LAS, DEM and cross-sections at the intervals your designers need.",
      price: [2500, 7500],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
    {
      title: "Construction Site Earthworks Survey — {city}",
      description:
        "Regular cut-and-fill surveys for civil contractors in {city}, compared against your design surface. Each visit includes a heat map of deviations, quantities moved since the last survey and a site-wide orthophoto.",
      price: [900, 2400],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Boundary & Cadastral Support Survey",
      description:
        "High-accuracy orthophotos and elevation data to support licensed surveyors with boundary re-establishment and subdivision design. Flown with ground control and checkpoints, with an accuracy report for every deliverable.",
      price: [800, 2000],
      requirements: ["licensed-pilot", "insured", "raw-photos"],
    },
  ],
  Mapping: [
    {
      title: "High-Resolution Orthomosaic Mapping",
      description:
        "Georeferenced orthomosaic maps at up to 1.5 cm per pixel for sites in and around {city}. Ideal for planning, insurance records and asset registers; delivered as GeoTIFF and as an online map you can share with your team.",
      price: [450, 1300],
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "3D Site Model & Digital Twin",
      description:
        "Textured 3D mesh and dense point cloud of buildings, campuses or industrial sites, captured with oblique and nadir imagery. Measure heights, areas and distances in a browser viewer or import into BIM and GIS software.",
      price: [1100, 3500],
      requirements: ["licensed-pilot", "insured", "4k-video"],
    },
    {
      title: "Urban Planning Map Package",
      description:
        "Up-to-date aerial base maps for councils and planners, including orthophoto, building footprints and a digital surface model. Captured on a calm day at consistent sun angle so tiles stitch cleanly across neighbourhoods.",
      price: [1500, 4500],
      requirements: ["licensed-pilot", "insured"],
    },
    {
      title: "Coastal & Environmental Change Mapping",
      description:
        "Repeat mapping of beaches, riverbanks and wetlands to measure erosion and vegetation change. Each campaign is flown along identical routes, and you receive change-detection layers against previous surveys.",
      price: [800, 2200],
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Event & Venue Site Mapping — {city}",
      description:
        "A current aerial map of your venue in {city} for festival layouts, emergency planning and vendor placement. Delivered as a high-resolution orthophoto with a printable A1 plan and a layered PDF for your planners.",
      price: [350, 900],
      requirements: ["licensed-pilot", "insured"],
    },
  ],
  Agriculture: [
    {
      title: "Multispectral Crop Health Mapping (NDVI)",
      description:
        "Multispectral flights that reveal crop stress, disease and nutrient deficiency before it is visible from the ground. You receive NDVI and NDRE maps, zone summaries and shapefiles ready for variable-rate application.",
      price: [350, 1100],
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Vineyard & Orchard Canopy Analysis",
      description:
        "Row-by-row canopy vigour and missing-plant analysis for vineyards and orchards. Results help you plan pruning, irrigation and harvest blocks, with a per-block report you can compare season over season.",
      price: [500, 1400],
      requirements: ["licensed-pilot", "raw-photos"],
    },
    {
      title: "Livestock & Fence Line Monitoring",
      description:
        "Thermal and visual flights over paddocks to count livestock, find strays and check fences and water points across large properties. Early-morning thermal flights make animals easy to spot even in scrub.",
      price: [300, 800],
      requirements: ["thermal-imaging", "licensed-pilot"],
    },
    {
      title: "Irrigation & Drainage Audit",
      description:
        "Thermal and elevation mapping to locate blocked emitters, leaks and waterlogged areas across irrigated fields. Includes a drainage flow model so you can plan earthworks where water actually pools.",
      price: [450, 1200],
      requirements: ["thermal-imaging", "licensed-pilot", "insured"],
    },
    {
      title: "Plant Count & Stand Establishment Report",
      description:
        "AI-assisted plant counts for row crops and plantations a few weeks after emergence, with gaps mapped and percentages per management zone. Know early whether replanting is worthwhile and where.",
      price: [280, 750],
      requirements: ["licensed-pilot", "raw-photos"],
    },
  ],
};
