// The things a household talks about — shoes, coats, Lego, paperwork, cables — grouped by kind.
// understand.ts finds them in people's words; thing-tasks.ts writes tasks about them.

export const THING_KINDS = [
  'clothes',
  'footwear',
  'outerwear',
  'bags',
  'laundry',
  'linens',
  'toys',
  'books',
  'paper',
  'electronics',
  'cables',
  'dishes',
  'cookware',
  'food',
  'toiletries',
  'medicine',
  'cleaning',
  'tools',
  'sports',
  'crafts',
  'stationery',
  'decor',
  'plants',
  'baby',
  'pets',
  'surface',
  'storage',
  'furniture',
  'rubbish',
  'accessories',
  'smalls',
  'seasonal',
  'fixture',
  'music',
] as const;
export type ThingKind = (typeof THING_KINDS)[number];

export type Thing = {
  /** The canonical name: one word or phrase, singular, lowercase. */
  readonly id: string;
  /** How a task title names it: "the shoes", "the desk". */
  readonly name: string;
  readonly kind: ThingKind;
  /** Every way people say it, singular and lowercase; multi-word phrases allowed. */
  readonly words: readonly string[];
  /** Too heavy to move for someone who should not lift. */
  readonly heavy?: boolean;
};

// [id, name in a title, words…]. The id is always one of the words.
type Row = readonly [id: string, name: string, ...words: string[]];

// prettier-ignore
const ROWS: Readonly<Record<ThingKind, readonly Row[]>> = {
  clothes: [
    ['clothes', 'clothes', 'clothes', 'clothing', 'garment', 'outfit', 'clothe'],
    ['shirt', 'shirts', 'shirt', 't-shirt', 'tshirt', 'tee', 'blouse'],
    ['trousers', 'trousers', 'trousers', 'trouser', 'pant', 'pants', 'jean', 'jeans', 'leggings', 'shorts', 'skirt'],
    ['jumper', 'jumpers', 'jumper', 'sweater', 'hoodie', 'cardigan', 'sweatshirt', 'fleece'],
    ['dress', 'dresses', 'dress', 'gown', 'suit'],
    ['sock', 'socks', 'sock', 'tights', 'stocking'],
    ['underwear', 'underwear', 'underwear', 'bra', 'boxer', 'briefs', 'knickers', 'pyjama', 'pajama', 'pyjamas', 'pajamas', 'nightwear'],
    ['uniform', 'school uniforms', 'uniform', 'school uniform', 'work clothes'],
    ['sportswear', 'sports kit', 'sportswear', 'sports kit', 'gym clothes', 'kit'],
  ],
  footwear: [
    ['shoe', 'shoes', 'shoe', 'footwear', 'sneaker', 'trainer', 'boot', 'wellies', 'welly', 'wellington', 'slipper', 'sandal', 'heel', 'flip-flop', 'flip flop', 'loafer', 'cleat'],
  ],
  outerwear: [
    ['coat', 'coats', 'coat', 'jacket', 'raincoat', 'anorak', 'parka', 'blazer', 'outerwear'],
    ['scarf', 'scarves, hats and gloves', 'scarf', 'scarves', 'hat', 'cap', 'beanie', 'glove', 'mitten'],
    ['umbrella', 'umbrellas', 'umbrella', 'brolly'],
  ],
  bags: [
    ['bag', 'bags', 'bag', 'backpack', 'rucksack', 'handbag', 'purse', 'tote', 'tote bag', 'school bag', 'schoolbag', 'shopping bag', 'gym bag', 'satchel'],
    ['suitcase', 'suitcases', 'suitcase', 'luggage', 'holdall', 'duffel', 'duffle'],
  ],
  laundry: [
    ['laundry', 'laundry', 'laundry', 'washing', 'dirty clothes', 'dirty laundry', 'clean laundry', 'hamper', 'laundry basket', 'ironing'],
    ['detergent', 'laundry supplies', 'detergent', 'washing powder', 'fabric softener', 'softener', 'stain remover', 'dryer sheet', 'laundry pod', 'clothes peg'],
    ['hanger', 'hangers', 'hanger', 'coat hanger', 'clothes hanger'],
    ['drying rack', 'drying rack', 'drying rack', 'clothes horse', 'airer', 'clothesline', 'washing line'],
    ['lint', 'lint filter', 'lint', 'lint trap', 'lint filter'],
  ],
  linens: [
    ['towel', 'towels', 'towel', 'bath towel', 'hand towel', 'tea towel', 'dish towel', 'flannel', 'washcloth'],
    ['bedding', 'bedding', 'bedding', 'sheet', 'bedsheet', 'duvet', 'duvet cover', 'pillowcase', 'linen', 'quilt', 'comforter', 'bedspread', 'blanket', 'throw'],
    ['tablecloth', 'table linen', 'tablecloth', 'napkin', 'placemat', 'table runner'],
  ],
  toys: [
    ['toy', 'toys', 'toy', 'plaything'],
    ['lego', 'Lego', 'lego', 'duplo', 'building block', 'brick'],
    ['stuffed animal', 'soft toys', 'stuffed animal', 'soft toy', 'plush', 'plushie', 'teddy', 'teddy bear', 'cuddly toy'],
    ['doll', 'dolls', 'doll', 'action figure', 'barbie', 'dollhouse', 'doll house', 'figurine'],
    ['toy car', 'toy cars', 'toy car', 'hot wheels', 'train set', 'toy train', 'race track'],
    ['board game', 'board games', 'board game', 'boardgame', 'card game', 'game', 'puzzle', 'jigsaw', 'jigsaw puzzle'],
    ['block', 'blocks', 'block', 'wooden block', 'magnetic tile', 'magna-tile'],
    ['dress-up', 'dress-up clothes', 'dress-up', 'dress up', 'dressing up', 'costume'],
    ['ball', 'balls', 'ball', 'football', 'basketball', 'tennis ball'],
    ['video game', 'video games', 'video game', 'videogame', 'game cartridge'],
  ],
  books: [
    ['book', 'books', 'book', 'novel', 'paperback', 'hardback', 'cookbook', 'picture book', 'textbook', 'comic', 'comic book'],
    ['magazine', 'magazines', 'magazine', 'newspaper', 'catalogue', 'catalog', 'brochure', 'flyer', 'leaflet', 'junk mail'],
    ['dvd', 'DVDs and CDs', 'dvd', 'cd', 'blu-ray', 'vinyl', 'record', 'cassette'],
  ],
  paper: [
    ['paper', 'papers', 'paper', 'paperwork', 'document', 'file', 'filing'],
    ['mail', 'mail', 'mail', 'letter', 'envelope'],
    ['bill', 'bills', 'bill', 'invoice', 'statement', 'bank statement', 'payslip'],
    ['receipt', 'receipts', 'receipt', 'warranty', 'guarantee', 'manual', 'instruction'],
    ['school paper', 'school papers', 'school paper', 'homework', 'worksheet', 'permission slip', 'school letter'],
    ['artwork', "children's artwork", 'artwork', 'drawing', 'painting', 'art work'],
    ['photo', 'photos', 'photo', 'photograph', 'picture', 'photo album'],
  ],
  electronics: [
    ['electronics', 'electronics', 'electronics', 'gadget', 'device', 'old phone'],
    ['laptop', 'laptops', 'laptop', 'computer', 'pc', 'notebook computer', 'macbook', 'chromebook'],
    ['phone', 'phones', 'phone', 'mobile', 'cell phone', 'smartphone', 'iphone'],
    ['tablet', 'tablets', 'tablet', 'ipad', 'kindle', 'e-reader'],
    ['remote', 'remotes', 'remote', 'remote control', 'controller', 'game controller', 'joystick'],
    ['console', 'game console', 'console', 'games console', 'playstation', 'xbox', 'nintendo'],
    ['headphones', 'headphones', 'headphone', 'headphones', 'earbud', 'earphone', 'headset', 'airpods'],
    ['camera', 'cameras', 'camera', 'webcam'],
    ['printer', 'printer', 'printer', 'scanner', 'ink', 'toner', 'cartridge'],
    ['monitor', 'monitor', 'monitor', 'screen', 'display screen'],
    ['keyboard', 'keyboard and mouse', 'keyboard', 'mouse', 'mousepad', 'mouse mat'],
    ['battery', 'batteries', 'battery', 'batteries', 'power bank'],
  ],
  cables: [
    ['cable', 'cables', 'cable', 'cord', 'wire', 'lead', 'hdmi', 'usb', 'extension', 'extension lead', 'power strip', 'adapter', 'adaptor', 'plug'],
    ['charger', 'chargers', 'charger', 'charging cable', 'phone charger'],
  ],
  dishes: [
    ['dish', 'dishes', 'dish', 'dishware', 'crockery', 'washing up', 'washing-up'],
    ['cup', 'cups', 'cup', 'mug', 'teacup', 'coffee cup'],
    ['glass', 'glasses', 'glass', 'wine glass', 'tumbler'],
    ['plate', 'plates', 'plate', 'side plate', 'platter'],
    ['bowl', 'bowls', 'bowl'],
    ['cutlery', 'cutlery', 'cutlery', 'silverware', 'fork', 'knife', 'spoon', 'teaspoon', 'chopstick'],
    ['bottle', 'bottles', 'bottle', 'water bottle', 'drink bottle', 'flask', 'thermos', 'sippy cup', 'baby bottle'],
    ['lunchbox', 'lunchboxes', 'lunchbox', 'lunch box', 'packed lunch'],
  ],
  cookware: [
    ['pan', 'pots and pans', 'pan', 'pot', 'saucepan', 'frying pan', 'wok', 'casserole', 'baking tray', 'baking sheet', 'roasting tin', 'cake tin'],
    ['lid', 'lids', 'lid', 'pot lid'],
    ['food container', 'food containers', 'food container', 'tupperware', 'lunch container', 'plastic container'],
    ['utensil', 'utensils', 'utensil', 'spatula', 'ladle', 'whisk', 'tongs', 'peeler', 'grater', 'wooden spoon', 'can opener'],
    ['appliance', 'small appliances', 'appliance', 'toaster', 'blender', 'kettle', 'mixer', 'air fryer', 'airfryer', 'coffee machine', 'food processor', 'slow cooker', 'microwave'],
    ['baking', 'baking things', 'baking', 'baking tin', 'cookie cutter', 'piping bag', 'mixing bowl', 'rolling pin'],
  ],
  food: [
    ['food', 'food', 'food', 'groceries', 'grocery'],
    ['tin', 'tins and cans', 'tin', 'canned food', 'tinned food'],
    ['spice', 'spices', 'spice', 'herb', 'seasoning', 'spice jar', 'spice rack'],
    ['snack', 'snacks', 'snack', 'crisps', 'chips', 'biscuit', 'cookie', 'sweets', 'candy', 'chocolate'],
    ['cereal', 'cereal and dry goods', 'cereal', 'pasta', 'rice', 'flour', 'sugar', 'dry goods', 'grain', 'oats', 'lentil', 'bean'],
    ['jar', 'jars and sauces', 'jar', 'sauce', 'condiment', 'jam', 'ketchup', 'oil', 'vinegar'],
    ['leftovers', 'leftovers', 'leftover', 'leftovers', 'old food', 'expired food', 'out-of-date food'],
    ['drink', 'drinks', 'drink', 'soda', 'juice', 'wine', 'beer', 'can of drink'],
    ['fruit', 'fruit and vegetables', 'fruit', 'vegetable', 'veg', 'produce'],
  ],
  toiletries: [
    ['toiletries', 'toiletries', 'toiletry', 'toiletries', 'shampoo', 'conditioner', 'shower gel', 'body wash', 'soap', 'lotion', 'deodorant', 'toothpaste', 'razor', 'sunscreen'],
    ['makeup', 'makeup', 'makeup', 'make-up', 'cosmetic', 'lipstick', 'mascara', 'foundation', 'nail polish', 'makeup brush'],
    ['skincare', 'skincare', 'skincare', 'skin care', 'moisturiser', 'moisturizer', 'serum', 'cream'],
    ['hair things', 'hair things', 'hair things', 'hairbrush', 'comb', 'hair tie', 'hairband', 'hair clip', 'hair dryer', 'hairdryer', 'straightener', 'curling iron', 'hair products'],
    ['toothbrush', 'toothbrushes', 'toothbrush', 'toothbrush holder', 'floss'],
    ['perfume', 'perfume', 'perfume', 'aftershave', 'cologne', 'fragrance'],
    ['toilet roll', 'toilet rolls', 'toilet roll', 'toilet paper', 'loo roll', 'tissue', 'tissues'],
  ],
  medicine: [
    ['medicine', 'medicines', 'medicine', 'medication', 'pill', 'tablets', 'vitamin', 'supplement', 'painkiller', 'prescription', 'plaster', 'bandage', 'first aid', 'first-aid kit', 'first aid kit'],
  ],
  cleaning: [
    ['cleaning supplies', 'cleaning supplies', 'cleaning supplies', 'cleaning product', 'cleaner', 'spray', 'bleach', 'disinfectant', 'sponge', 'cloth', 'duster', 'rag', 'scrubber', 'cleaning caddy', 'dishwasher tablet'],
    ['vacuum', 'vacuum cleaner', 'vacuum', 'vacuum cleaner', 'hoover', 'hoover bag', 'mop', 'bucket', 'broom', 'dustpan'],
  ],
  tools: [
    ['tool', 'tools', 'tool', 'toolbox', 'tool box', 'drill', 'hammer', 'screwdriver', 'wrench', 'spanner', 'saw', 'pliers', 'power tool', 'tape measure', 'spirit level'],
    ['hardware', 'screws and nails', 'hardware', 'screw', 'nail', 'bolt', 'nut', 'washer', 'fixing', 'rawlplug', 'picture hook'],
    ['paint tin', 'paint tins', 'paint tin', 'paint can', 'tin of paint', 'paint pot', 'roller', 'paintbrush', 'decorating'],
    ['garden tools', 'garden tools', 'garden tool', 'garden tools', 'rake', 'spade', 'shovel', 'hose', 'trowel', 'shears', 'lawnmower', 'lawn mower', 'watering can', 'plant pot', 'flower pot', 'compost', 'seed'],
    ['car stuff', 'car things', 'car stuff', 'car things', 'car care', 'oil can', 'jump lead', 'tyre', 'tire', 'car seat'],
    ['light bulb', 'light bulbs', 'light bulb', 'lightbulb', 'bulb', 'fuse'],
  ],
  sports: [
    ['sports gear', 'sports gear', 'sports gear', 'sports equipment', 'sport', 'racket', 'racquet', 'bat', 'helmet', 'skate', 'skateboard', 'roller skate', 'ski', 'snowboard', 'golf club', 'hockey stick', 'shin pad', 'goggles'],
    ['bike', 'bikes', 'bike', 'bicycle', 'scooter', 'tricycle', 'balance bike', 'bike helmet'],
    ['camping gear', 'camping gear', 'camping gear', 'tent', 'sleeping bag', 'camping', 'cool box', 'cooler', 'picnic'],
    ['weights', 'weights', 'weight', 'weights', 'dumbbell', 'kettlebell', 'barbell', 'weight plate'],
    ['yoga mat', 'yoga mats', 'yoga mat', 'exercise mat', 'mat', 'foam roller'],
    ['resistance band', 'resistance bands', 'resistance band', 'exercise band', 'band', 'skipping rope', 'jump rope'],
    ['exercise machine', 'exercise machine', 'exercise machine', 'treadmill', 'exercise bike', 'rowing machine', 'rower', 'cross trainer', 'bench press', 'gym equipment', 'equipment'],
    ['swimming kit', 'swimming things', 'swimming kit', 'swimsuit', 'swimming costume', 'trunks', 'beach towel', 'swim bag'],
  ],
  crafts: [
    ['craft supplies', 'craft supplies', 'craft supplies', 'craft', 'crafts', 'craft stuff', 'art supplies', 'glitter', 'pom-pom', 'pipe cleaner', 'stickers', 'sticker', 'stamp', 'ribbon', 'bead', 'button', 'washi tape'],
    ['yarn', 'yarn and wool', 'yarn', 'wool', 'knitting', 'crochet', 'knitting needle', 'skein'],
    ['fabric', 'fabric', 'fabric', 'material', 'sewing', 'thread', 'sewing machine', 'pattern', 'quilting', 'cotton reel', 'needle'],
    ['paint', 'paints and brushes', 'paint', 'paints', 'watercolour', 'watercolor', 'acrylic', 'brush', 'canvas', 'easel', 'palette'],
    ['craft paper', 'craft paper', 'craft paper', 'card', 'cardstock', 'construction paper', 'sketchbook', 'drawing pad', 'scrapbook'],
    ['glue', 'glue and tape', 'glue', 'glue stick', 'glue gun', 'sellotape', 'tape', 'masking tape'],
    ['scissors', 'scissors', 'scissors', 'scissor', 'craft knife', 'cutting mat'],
    ['project', 'unfinished projects', 'project', 'unfinished project', 'work in progress', 'wip'],
  ],
  stationery: [
    ['pen', 'pens and pencils', 'pen', 'pencil', 'marker', 'felt tip', 'crayon', 'highlighter', 'biro', 'colouring pencil', 'coloring pencil', 'sharpie'],
    ['stationery', 'stationery', 'stationery', 'office supplies', 'supplies', 'stapler', 'paper clip', 'rubber band', 'sticky note', 'post-it', 'notepad', 'envelope', 'folder', 'binder', 'notebook'],
  ],
  decor: [
    ['decor', 'decorations', 'decor', 'decoration', 'ornament', 'magnet', 'fridge magnet', 'knick-knack', 'knickknack', 'trinket', 'figurine', 'collectible', 'souvenir'],
    ['frame', 'picture frames', 'frame', 'picture frame', 'photo frame', 'poster', 'artwork on the wall', 'painting on the wall'],
    ['candle', 'candles', 'candle', 'tealight', 'diffuser', 'incense'],
    ['vase', 'vases', 'vase', 'bowl of flowers', 'dried flowers'],
    ['cushion', 'cushions', 'cushion', 'pillow', 'scatter cushion', 'throw pillow'],
    ['rug', 'rugs', 'rug', 'mat by the door', 'doormat', 'runner'],
    ['curtain', 'curtains', 'curtain', 'blind', 'drape'],
    ['mirror', 'mirror', 'mirror', 'bathroom mirror'],
    ['lamp', 'lamps', 'lamp', 'lighting', 'lampshade', 'fairy lights', 'ceiling light', 'light fixture', 'light switch'],
    ['clock', 'clocks', 'clock', 'alarm clock'],
    ['keepsake', 'keepsakes', 'keepsake', 'memento', 'memorabilia', 'sentimental', 'sentimental item', 'heirloom'],
    ['display', 'display', 'display', 'display shelf', 'collection'],
  ],
  plants: [
    ['plant', 'plants', 'plant', 'houseplant', 'house plant', 'potted plant', 'succulent', 'cactus', 'herb pot', 'flowers', 'flower'],
  ],
  baby: [
    ['nappy', 'nappies', 'nappy', 'diaper', 'nappies', 'diapers', 'baby wipes', 'changing mat', 'changing table', 'changing bag'],
    ['baby clothes', 'baby clothes', 'baby clothes', 'babygrow', 'onesie', 'bodysuit', 'sleepsuit', 'romper', 'bib', 'muslin', 'swaddle'],
    ['baby gear', 'baby gear', 'baby gear', 'pram', 'buggy', 'stroller', 'pushchair', 'bouncer', 'high chair', 'highchair', 'cot', 'crib', 'moses basket', 'baby monitor', 'carrier', 'sling', 'playmat', 'play mat'],
    ['baby toy', 'baby toys', 'baby toy', 'rattle', 'teether', 'dummy', 'pacifier', 'soother'],
  ],
  pets: [
    ['pet things', 'pet things', 'pet things', 'pet toy', 'dog toy', 'cat toy', 'lead', 'leash', 'collar', 'pet bed', 'dog bed', 'cat bed', 'pet bowl', 'dog bowl', 'cat bowl', 'pet food', 'dog food', 'cat food', 'treats', 'pet hair', 'dog hair', 'cat hair', 'litter', 'litter tray', 'litter box', 'cage', 'hutch', 'aquarium', 'fish tank', 'scratching post'],
  ],
  surface: [
    ['desk', 'the desk', 'desk', 'workstation', 'workspace', 'writing desk', 'computer desk'],
    ['table', 'the table', 'table', 'dining table', 'kitchen table', 'side table', 'console table'],
    ['coffee table', 'the coffee table', 'coffee table', 'ottoman'],
    ['counter', 'the counters', 'counter', 'countertop', 'worktop', 'benchtop', 'kitchen counter', 'island', 'breakfast bar'],
    ['nightstand', 'the nightstand', 'nightstand', 'night stand', 'bedside table', 'bedside', 'night table'],
    ['dresser', 'the dresser', 'dresser', 'chest of drawers', 'vanity', 'dressing table'],
    ['windowsill', 'the windowsills', 'windowsill', 'window sill', 'sill', 'window ledge'],
    ['shelf', 'the shelves', 'shelf', 'shelves', 'shelving', 'bookshelf', 'bookcase', 'shelving unit', 'wall shelf'],
    ['floor', 'the floor', 'floor', 'flooring', 'ground', 'carpet'],
    ['stairs', 'the stairs', 'stairs', 'stair', 'staircase', 'landing', 'bottom of the stairs'],
    ['bench', 'the bench', 'bench', 'workbench', 'work bench', 'hall bench'],
    ['sink', 'the sink', 'sink', 'basin', 'washbasin', 'vanity unit'],
    ['hob', 'the hob', 'hob', 'stove', 'stovetop', 'cooktop', 'cooker', 'oven', 'burner'],
  ],
  storage: [
    ['closet', 'the closet', 'closet', 'wardrobe', 'walk-in', 'walk-in closet', 'armoire', 'built-in wardrobe'],
    ['drawer', 'the drawers', 'drawer', 'junk drawer', 'kitchen drawer', 'desk drawer', 'sock drawer'],
    ['cupboard', 'the cupboards', 'cupboard', 'cabinet', 'kitchen cabinet', 'kitchen cupboard', 'medicine cabinet', 'bathroom cabinet', 'sideboard', 'dresser cupboard'],
    ['box', 'the boxes', 'box', 'cardboard box', 'storage box', 'moving box', 'crate', 'storage bin', 'basket', 'storage basket', 'container'],
    ['fridge', 'the fridge', 'fridge', 'refrigerator', 'freezer', 'fridge-freezer'],
    ['pantry shelf', 'the pantry', 'pantry', 'pantry shelf', 'larder', 'food cupboard'],
    ['under the bed', 'the space under the bed', 'under the bed', 'under-bed', 'underbed', 'under bed storage'],
    ['loft', 'the loft', 'loft', 'attic', 'crawl space'],
    ['hook', 'the hooks', 'hook', 'coat hook', 'peg', 'coat rack', 'coat stand', 'key hook'],
    ['shoe rack', 'the shoe rack', 'shoe rack', 'shoe cabinet', 'shoe shelf', 'shoe stand'],
    ['toy box', 'the toy boxes', 'toy box', 'toy chest', 'toy bin', 'toy storage'],
    ['filing cabinet', 'the filing cabinet', 'filing cabinet', 'file box', 'file drawer', 'filing tray', 'in-tray', 'inbox tray'],
  ],
  furniture: [
    ['sofa', 'the sofa', 'sofa', 'couch', 'settee', 'armchair', 'recliner', 'futon', 'loveseat'],
    ['bed', 'the bed', 'bed', 'bunk bed', 'bunk', 'cot bed', 'mattress'],
    ['chair', 'the chairs', 'chair', 'office chair', 'stool', 'dining chair'],
    ['tv', 'the TV', 'tv', 'television', 'tv screen', 'telly', 'tv stand', 'tv unit', 'media unit', 'entertainment center', 'entertainment centre', 'media console'],
    ['furniture', 'the furniture', 'furniture', 'wardrobe unit', 'bookcase unit', 'piano', 'cabinet unit'],
  ],
  rubbish: [
    ['rubbish', 'rubbish', 'rubbish', 'bin', 'trash', 'garbage', 'waste', 'litter bin', 'bin bag', 'wrapper', 'packaging', 'junk'],
    ['recycling', 'recycling', 'recycling', 'recyclable', 'empty bottle', 'cardboard', 'glass jar', 'empties'],
    ['donation', 'donations', 'donation', 'donation bag', 'charity bag', 'things to donate', 'giveaway'],
  ],
  accessories: [
    ['jewellery', 'jewellery', 'jewellery', 'jewelry', 'necklace', 'earring', 'ring', 'bracelet', 'brooch'],
    ['accessory', 'accessories', 'accessory', 'accessories', 'belt', 'sunglasses', 'hair accessory'],
    ['glasses case', 'glasses', 'glasses case', 'spectacles', 'reading glasses'],
  ],
  smalls: [
    ['key', 'keys', 'key', 'keyring', 'car key', 'house key'],
    ['wallet', 'wallets and purses', 'wallet', 'cardholder', 'coin purse'],
    ['coin', 'loose change', 'coin', 'loose change', 'cash'],
    ['battery drawer', 'odds and ends', 'odds and ends', 'bits and bobs', 'random stuff', 'miscellaneous'],
  ],
  seasonal: [
    ['christmas decorations', 'holiday decorations', 'christmas decorations', 'christmas decoration', 'christmas stuff', 'holiday decorations', 'halloween', 'easter', 'bauble', 'tinsel', 'christmas tree', 'wrapping paper', 'gift wrap', 'gift bag'],
    ['seasonal clothes', 'off-season clothes', 'seasonal clothes', 'winter clothes', 'summer clothes', 'off-season clothes', 'out of season'],
  ],
  music: [
    ['instrument', 'instruments', 'instrument', 'guitar', 'violin', 'ukulele', 'drum', 'drum kit', 'flute', 'trumpet', 'saxophone', 'cello', 'amp', 'amplifier', 'music stand', 'pedal', 'recorder', 'clarinet'],
    ['sheet music', 'sheet music', 'sheet music', 'music book', 'songbook', 'score'],
  ],
  fixture: [
    ['window', 'the windows', 'window', 'window pane', 'glass door', 'patio door'],
    ['door', 'the doors', 'door', 'door handle', 'doorknob', 'front door', 'back door'],
    ['toilet', 'the toilet', 'toilet', 'loo', 'wc'],
    ['shower', 'the shower', 'shower', 'bath', 'bathtub', 'tub', 'shower screen', 'shower curtain', 'grout', 'tiles', 'tile'],
    ['washing machine', 'the washing machine', 'washing machine', 'washer', 'tumble dryer', 'dryer', 'washer-dryer'],
    ['dishwasher', 'the dishwasher', 'dishwasher'],
    ['radiator', 'the radiators', 'radiator', 'heater', 'skirting', 'skirting board', 'baseboard'],
    ['wall', 'the walls', 'wall', 'walls', 'ceiling', 'cobweb'],
  ],
};

const HEAVY_THINGS = new Set([
  'sofa',
  'bed',
  'furniture',
  'dresser',
  'box',
  'suitcase',
  'weights',
  'exercise machine',
  'washing machine',
  'fridge',
  'paint tin',
  'car stuff',
  'baby gear',
  'tv',
]);

export const THINGS: readonly Thing[] = (Object.entries(ROWS) as [ThingKind, readonly Row[]][]).flatMap(
  ([kind, rows]) =>
    rows.map(([id, name, ...words]) => ({
      id,
      name,
      kind,
      words: [...new Set([id, ...words].map((word) => word.toLowerCase()))],
      ...(HEAVY_THINGS.has(id) ? { heavy: true } : {}),
    })),
);

export const THING_BY_ID: ReadonlyMap<string, Thing> = new Map(THINGS.map((thing) => [thing.id, thing]));

export function thingById(id: string): Thing | undefined {
  return THING_BY_ID.get(id);
}
