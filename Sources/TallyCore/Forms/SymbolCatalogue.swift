import Foundation

/// A searchable catalogue of SF Symbols in ``SymbolCategory`` sections.
///
/// ``finance`` is Tally's: 177 symbols for a personal finance app, every one present in iOS 17
/// (SF Symbols 5) and not deprecated there, each in exactly one category.
///
/// ## Search
/// ``search(_:locale:language:)`` matches each word of the query against the symbol's name, its English
/// keywords and its category's title in the user's locale, ignoring case, diacritics and width
/// ("sante" finds the Santé section in French, "ЗДОРОВЬЕ" finds Здоровье in Russian). Every word
/// must match.
/// A symbol ranks by its worst-matching word, best first:
/// 1. the name's first part is the word (`car` → `car.fill`, `car.side.fill`);
/// 2. the name starts with it (`car` → `cart.fill`, `carrot.fill`);
/// 3. another part of the name starts with it (`fill` → `cart.fill`);
/// 4. a keyword, or a word of one, starts with it (`grocer` → `cart.fill`);
/// 5. the name or a keyword contains it;
/// 6. a word of the category title starts with it, or the title contains it (`reisen` → every
///    travel symbol in German).
///
/// Sections come in the order of their best match (then category order), symbols within a
/// section by rank (then catalogue order). An empty query returns every category in order with
/// all of its symbols.
public struct SymbolCatalogue: Sendable, Equatable {
    /// Every symbol, grouped by category in ``SymbolCategory`` order.
    public let symbols: [CatalogueSymbol]
    private let index: [String: Int]

    /// A catalogue of `symbols`. Names should be unique; the first of a name wins in
    /// ``symbol(named:)``. Names and keywords should be lowercase, as SF Symbol names are.
    public init(symbols: [CatalogueSymbol]) {
        self.symbols = symbols
        var index: [String: Int] = [:]
        for (position, symbol) in symbols.enumerated() where index[symbol.name] == nil {
            index[symbol.name] = position
        }
        self.index = index
    }

    /// Two catalogues are equal when they have the same symbols in the same order.
    public static func == (lhs: SymbolCatalogue, rhs: SymbolCatalogue) -> Bool {
        lhs.symbols == rhs.symbols
    }

    /// The symbol named `name`, if the catalogue has it.
    public func symbol(named name: String) -> CatalogueSymbol? {
        index[name].map { symbols[$0] }
    }

    /// The symbols of `category`, in catalogue order.
    public func symbols(in category: SymbolCategory) -> [CatalogueSymbol] {
        symbols.filter { $0.category == category }
    }

    /// The sections for `query` in `language` (`locale`'s when nil); see the type's documentation
    /// for the rules.
    public func search(_ query: String, locale: Locale, language: TallyLanguage? = nil) -> [SymbolSection] {
        let ranked = rankedMatches(query, locale: locale, language: language)
        var best: [SymbolCategory: Int] = [:]
        var grouped: [SymbolCategory: [CatalogueSymbol]] = [:]
        for match in ranked {
            let category = symbols[match.position].category
            best[category] = min(best[category] ?? .max, match.rank)
            grouped[category, default: []].append(symbols[match.position])
        }
        let order = Dictionary(uniqueKeysWithValues: SymbolCategory.allCases.enumerated().map { ($1, $0) })
        return grouped.keys
            .sorted { (best[$0] ?? 0, order[$0] ?? 0) < (best[$1] ?? 0, order[$1] ?? 0) }
            .map { SymbolSection(category: $0, symbols: grouped[$0] ?? []) }
    }

    /// The symbols `query` finds in `language` (`locale`'s when nil), best first, in one list.
    public func matches(_ query: String, locale: Locale, language: TallyLanguage? = nil) -> [CatalogueSymbol] {
        rankedMatches(query, locale: locale, language: language).map { symbols[$0.position] }
    }

    private struct Match {
        let position: Int
        let rank: Int
    }

    /// Matches sorted by rank, then catalogue position.
    private func rankedMatches(_ query: String, locale: Locale, language: TallyLanguage? = nil) -> [Match] {
        // Names and keywords are lowercase ASCII, folded once with a fixed locale (so "I" in a
        // Turkish locale still finds "insurance"); titles are folded in the user's locale.
        let neutral = Self.words(Self.fold(query, locale: Locale(identifier: "en_US_POSIX")))
        let localized = Self.words(Self.fold(query, locale: locale))
        guard !neutral.isEmpty else {
            return symbols.indices.map { Match(position: $0, rank: 0) }.sorted {
                (Self.categoryOrder(symbols[$0.position]), $0.position) < (Self.categoryOrder(symbols[$1.position]), $1.position)
            }
        }
        var titles: [SymbolCategory: String] = [:]
        for category in SymbolCategory.allCases {
            titles[category] = Self.fold(category.title(locale: locale, language: language), locale: locale)
        }
        var matches: [Match] = []
        for (position, symbol) in symbols.enumerated() {
            let title = titles[symbol.category] ?? ""
            var worst = 0
            var found = true
            for (word, localWord) in zip(neutral, localized) {
                guard let rank = Self.rank(symbol, word: word, titleWord: localWord, title: title) else {
                    found = false
                    break
                }
                worst = max(worst, rank)
            }
            if found { matches.append(Match(position: position, rank: worst)) }
        }
        return matches.sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }
    }

    private static func categoryOrder(_ symbol: CatalogueSymbol) -> Int {
        SymbolCategory.allCases.firstIndex(of: symbol.category) ?? 0
    }

    private static func rank(_ symbol: CatalogueSymbol, word: String, titleWord: String, title: String) -> Int? {
        let parts = symbol.name.split(separator: ".")
        if symbol.name == word || parts.first.map({ $0 == word }) == true { return 0 }
        if symbol.name.hasPrefix(word) { return 1 }
        if parts.contains(where: { $0.hasPrefix(word) }) { return 2 }
        if symbol.keywords.contains(where: { keyword in
            keyword.hasPrefix(word) || words(keyword).contains { $0.hasPrefix(word) }
        }) { return 3 }
        if symbol.name.contains(word) || symbol.keywords.contains(where: { $0.contains(word) }) { return 4 }
        if words(title).contains(where: { $0.hasPrefix(titleWord) }) || title.contains(titleWord) { return 5 }
        return nil
    }

    static func fold(_ text: String, locale: Locale) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "&" || $0 == "," })
            .map(String.init)
    }
}

extension SymbolCatalogue {
    /// Tally's finance catalogue: 177 SF Symbols in twelve categories.
    public static let finance = SymbolCatalogue(symbols: [
        // food
        CatalogueSymbol("fork.knife", .food, ["restaurant", "dining", "meal", "lunch", "dinner", "eating out"]),
        CatalogueSymbol("cart.fill", .food, ["groceries", "supermarket", "shopping cart", "food shop"]),
        CatalogueSymbol("cup.and.saucer.fill", .food, ["coffee", "cafe", "tea", "breakfast"]),
        CatalogueSymbol("mug.fill", .food, ["coffee", "hot drink", "mug"]),
        CatalogueSymbol("takeoutbag.and.cup.and.straw.fill", .food, ["takeaway", "takeout", "fast food", "delivery"]),
        CatalogueSymbol("wineglass.fill", .food, ["wine", "bar", "drinks", "alcohol"]),
        CatalogueSymbol("birthday.cake.fill", .food, ["cake", "bakery", "dessert", "birthday"]),
        CatalogueSymbol("carrot.fill", .food, ["vegetables", "produce", "market", "healthy food"]),
        CatalogueSymbol("fish.fill", .food, ["fish", "seafood", "sushi"]),
        CatalogueSymbol("frying.pan.fill", .food, ["cooking", "kitchen", "home cooking"]),
        CatalogueSymbol("popcorn.fill", .food, ["snacks", "popcorn", "treats"]),
        CatalogueSymbol("waterbottle.fill", .food, ["water", "beverages", "drinks"]),
        // transport
        CatalogueSymbol("car.fill", .transport, ["car", "auto", "vehicle", "driving"]),
        CatalogueSymbol("bus.fill", .transport, ["bus", "public transport", "commute"]),
        CatalogueSymbol("tram.fill", .transport, ["tram", "streetcar", "light rail"]),
        CatalogueSymbol("train.side.front.car", .transport, ["train", "railway", "rail"]),
        CatalogueSymbol("bicycle", .transport, ["bike", "bicycle", "cycling"]),
        CatalogueSymbol("scooter", .transport, ["scooter", "e-scooter", "micromobility"]),
        CatalogueSymbol("fuelpump.fill", .transport, ["fuel", "gas", "petrol", "filling station"]),
        CatalogueSymbol("ev.charger.fill", .transport, ["electric vehicle", "charging", "ev charger"]),
        CatalogueSymbol("parkingsign.circle.fill", .transport, ["parking", "car park", "garage"]),
        CatalogueSymbol("car.side.fill", .transport, ["taxi", "ride", "rideshare", "cab"]),
        CatalogueSymbol("sailboat.fill", .transport, ["boat", "sailing", "marina"]),
        CatalogueSymbol("ferry.fill", .transport, ["ferry", "boat", "crossing"]),
        CatalogueSymbol("truck.box.fill", .transport, ["moving", "truck", "van", "removal"]),
        CatalogueSymbol("steeringwheel", .transport, ["driving lessons", "car rental", "steering wheel"]),
        CatalogueSymbol("wrench.adjustable.fill", .transport, ["car repair", "service", "mechanic", "maintenance"]),
        // shopping
        CatalogueSymbol("bag.fill", .shopping, ["shopping", "bag", "store", "purchases"]),
        CatalogueSymbol("basket.fill", .shopping, ["basket", "market", "shop"]),
        CatalogueSymbol("handbag.fill", .shopping, ["handbag", "accessories", "fashion"]),
        CatalogueSymbol("tshirt.fill", .shopping, ["clothes", "clothing", "apparel", "fashion"]),
        CatalogueSymbol("shoe.fill", .shopping, ["shoes", "footwear", "sneakers"]),
        CatalogueSymbol("tag.fill", .shopping, ["sale", "price", "discount", "tag"]),
        CatalogueSymbol("giftcard.fill", .shopping, ["gift card", "voucher", "coupon"]),
        CatalogueSymbol("shippingbox.fill", .shopping, ["parcel", "delivery", "online order", "package"]),
        CatalogueSymbol("storefront.fill", .shopping, ["store", "shop", "retail", "boutique"]),
        CatalogueSymbol("eyeglasses", .shopping, ["glasses", "optician", "eyewear"]),
        CatalogueSymbol("laptopcomputer", .shopping, ["laptop", "computer", "electronics"]),
        CatalogueSymbol("iphone", .shopping, ["phone", "smartphone", "mobile", "gadget"]),
        CatalogueSymbol("headphones", .shopping, ["headphones", "audio", "electronics"]),
        CatalogueSymbol("comb.fill", .shopping, ["beauty", "hairdresser", "barber", "grooming"]),
        // home
        CatalogueSymbol("house.fill", .home, ["home", "house", "rent", "mortgage", "housing"]),
        CatalogueSymbol("sofa.fill", .home, ["furniture", "sofa", "living room"]),
        CatalogueSymbol("bed.double.fill", .home, ["bedroom", "bed", "furniture", "mattress"]),
        CatalogueSymbol("lamp.table.fill", .home, ["lamp", "lighting", "decor"]),
        CatalogueSymbol("washer.fill", .home, ["laundry", "washing machine", "appliances"]),
        CatalogueSymbol("refrigerator.fill", .home, ["fridge", "appliances", "kitchen"]),
        CatalogueSymbol("key.fill", .home, ["keys", "rent", "landlord", "deposit"]),
        CatalogueSymbol("hammer.fill", .home, ["repairs", "diy", "tools", "renovation"]),
        CatalogueSymbol("wrench.and.screwdriver.fill", .home, ["maintenance", "handyman", "fixing"]),
        CatalogueSymbol("paintbrush.pointed.fill", .home, ["painting", "decorating", "renovation"]),
        CatalogueSymbol("leaf.fill", .home, ["garden", "plants", "gardening"]),
        CatalogueSymbol("spigot.fill", .home, ["plumbing", "water tap", "plumber"]),
        CatalogueSymbol("shower.fill", .home, ["bathroom", "shower"]),
        CatalogueSymbol("sparkles", .home, ["cleaning", "housekeeping", "cleaner"]),
        // bills
        CatalogueSymbol("bolt.fill", .bills, ["electricity", "power", "energy", "utilities"]),
        CatalogueSymbol("drop.fill", .bills, ["water", "water bill", "utilities"]),
        CatalogueSymbol("flame.fill", .bills, ["gas", "heating", "utilities"]),
        CatalogueSymbol("wifi", .bills, ["internet", "broadband", "wifi"]),
        CatalogueSymbol("phone.fill", .bills, ["phone", "telephone", "landline", "phone bill"]),
        CatalogueSymbol("antenna.radiowaves.left.and.right", .bills, ["mobile plan", "cellular", "network"]),
        CatalogueSymbol("tv.fill", .bills, ["tv", "television", "cable", "streaming"]),
        CatalogueSymbol("doc.text.fill", .bills, ["invoice", "bill", "document", "statement"]),
        CatalogueSymbol("envelope.fill", .bills, ["mail", "post", "letters"]),
        CatalogueSymbol("lightbulb.fill", .bills, ["lighting", "electricity", "energy"]),
        CatalogueSymbol("thermometer.medium", .bills, ["heating", "cooling", "temperature"]),
        CatalogueSymbol("trash.fill", .bills, ["waste", "garbage", "rubbish", "bin collection"]),
        CatalogueSymbol("simcard.fill", .bills, ["sim card", "mobile", "prepaid"]),
        // health
        CatalogueSymbol("heart.fill", .health, ["health", "wellbeing", "heart"]),
        CatalogueSymbol("cross.case.fill", .health, ["first aid", "medical", "doctor"]),
        CatalogueSymbol("pills.fill", .health, ["pharmacy", "medicine", "drugs", "prescription"]),
        CatalogueSymbol("stethoscope", .health, ["doctor", "clinic", "checkup", "physician"]),
        CatalogueSymbol("bandage.fill", .health, ["injury", "plaster", "first aid"]),
        CatalogueSymbol("syringe.fill", .health, ["vaccine", "injection", "vaccination"]),
        CatalogueSymbol("cross.fill", .health, ["hospital", "emergency", "medical"]),
        CatalogueSymbol("figure.run", .health, ["running", "sport", "exercise", "fitness"]),
        CatalogueSymbol("dumbbell.fill", .health, ["gym", "fitness", "training", "workout"]),
        CatalogueSymbol("brain.head.profile", .health, ["therapy", "mental health", "psychology"]),
        CatalogueSymbol("eye.fill", .health, ["eye doctor", "optometrist", "vision"]),
        CatalogueSymbol("mouth.fill", .health, ["dentist", "dental", "teeth"]),
        CatalogueSymbol("figure.yoga", .health, ["yoga", "meditation", "wellness"]),
        CatalogueSymbol("bed.double.circle.fill", .health, ["sleep", "rest", "recovery"]),
        // entertainment
        CatalogueSymbol("gamecontroller.fill", .entertainment, ["games", "gaming", "video games", "console"]),
        CatalogueSymbol("film.fill", .entertainment, ["movies", "cinema", "film"]),
        CatalogueSymbol("music.note", .entertainment, ["music", "songs", "concerts"]),
        CatalogueSymbol("ticket.fill", .entertainment, ["tickets", "events", "shows"]),
        CatalogueSymbol("theatermasks.fill", .entertainment, ["theatre", "theater", "performance", "arts"]),
        CatalogueSymbol("sportscourt.fill", .entertainment, ["sports", "court", "tennis", "basketball"]),
        CatalogueSymbol("soccerball", .entertainment, ["football", "soccer", "match"]),
        CatalogueSymbol("paintpalette.fill", .entertainment, ["art", "painting", "hobby", "crafts"]),
        CatalogueSymbol("camera.fill", .entertainment, ["photography", "camera", "photos"]),
        CatalogueSymbol("guitars.fill", .entertainment, ["guitar", "instruments", "music lessons"]),
        CatalogueSymbol("music.mic", .entertainment, ["karaoke", "singing", "podcast"]),
        CatalogueSymbol("party.popper.fill", .entertainment, ["party", "celebration", "nightlife"]),
        CatalogueSymbol("dice.fill", .entertainment, ["board games", "dice", "gambling"]),
        CatalogueSymbol("puzzlepiece.fill", .entertainment, ["puzzles", "toys", "hobby"]),
        CatalogueSymbol("figure.bowling", .entertainment, ["bowling", "leisure"]),
        // travel
        CatalogueSymbol("airplane", .travel, ["flights", "airline", "plane", "travel"]),
        CatalogueSymbol("suitcase.fill", .travel, ["luggage", "trip", "vacation", "holiday"]),
        CatalogueSymbol("suitcase.rolling.fill", .travel, ["luggage", "baggage", "trip"]),
        CatalogueSymbol("globe.europe.africa.fill", .travel, ["world", "abroad", "international"]),
        CatalogueSymbol("map.fill", .travel, ["map", "sightseeing", "tour"]),
        CatalogueSymbol("mappin.and.ellipse", .travel, ["location", "destination", "place"]),
        CatalogueSymbol("building.fill", .travel, ["hotel", "accommodation", "lodging"]),
        CatalogueSymbol("tent.fill", .travel, ["camping", "tent", "outdoors"]),
        CatalogueSymbol("mountain.2.fill", .travel, ["mountains", "hiking", "trekking"]),
        CatalogueSymbol("beach.umbrella.fill", .travel, ["beach", "summer", "resort"]),
        CatalogueSymbol("binoculars.fill", .travel, ["sightseeing", "excursion", "tours"]),
        CatalogueSymbol("airplane.departure", .travel, ["departure", "flight", "airport"]),
        CatalogueSymbol("signpost.right.fill", .travel, ["road trip", "directions", "journey"]),
        CatalogueSymbol("figure.skiing.downhill", .travel, ["skiing", "ski pass", "winter holiday"]),
        CatalogueSymbol("cablecar.fill", .travel, ["cable car", "ski lift", "gondola"]),
        // education
        CatalogueSymbol("book.fill", .education, ["books", "reading", "literature"]),
        CatalogueSymbol("graduationcap.fill", .education, ["tuition", "university", "college", "degree"]),
        CatalogueSymbol("pencil", .education, ["stationery", "writing", "school supplies"]),
        CatalogueSymbol("backpack.fill", .education, ["school", "backpack", "school bag"]),
        CatalogueSymbol("books.vertical.fill", .education, ["library", "books", "textbooks"]),
        CatalogueSymbol("studentdesk", .education, ["school", "classroom", "student"]),
        CatalogueSymbol("text.book.closed.fill", .education, ["textbook", "course book", "study"]),
        CatalogueSymbol("pencil.and.ruler.fill", .education, ["supplies", "drawing", "geometry"]),
        CatalogueSymbol("globe", .education, ["languages", "language course", "geography"]),
        CatalogueSymbol("function", .education, ["maths", "mathematics", "tutoring"]),
        CatalogueSymbol("atom", .education, ["science", "physics", "chemistry"]),
        CatalogueSymbol("magazine.fill", .education, ["magazines", "subscriptions", "journals"]),
        CatalogueSymbol("newspaper.fill", .education, ["newspaper", "news", "press"]),
        CatalogueSymbol("character.book.closed.fill", .education, ["dictionary", "language learning", "vocabulary"]),
        // finance
        CatalogueSymbol("creditcard.fill", .finance, ["credit card", "card", "payment", "debit card"]),
        CatalogueSymbol("banknote.fill", .finance, ["cash", "money", "banknotes", "bills"]),
        CatalogueSymbol("dollarsign.circle.fill", .finance, ["dollar", "usd", "money"]),
        CatalogueSymbol("eurosign.circle.fill", .finance, ["euro", "eur", "money"]),
        CatalogueSymbol("rublesign.circle.fill", .finance, ["rouble", "ruble", "rub", "money"]),
        CatalogueSymbol("sterlingsign.circle.fill", .finance, ["pound", "sterling", "gbp"]),
        CatalogueSymbol("yensign.circle.fill", .finance, ["yen", "jpy", "yuan"]),
        CatalogueSymbol("francsign.circle.fill", .finance, ["franc", "chf", "swiss franc"]),
        CatalogueSymbol("bitcoinsign.circle.fill", .finance, ["bitcoin", "crypto", "cryptocurrency"]),
        CatalogueSymbol("building.columns.fill", .finance, ["bank", "banking", "institution"]),
        CatalogueSymbol("chart.line.uptrend.xyaxis", .finance, ["investments", "stocks", "growth", "trading"]),
        CatalogueSymbol("chart.pie.fill", .finance, ["budget", "allocation", "portfolio"]),
        CatalogueSymbol("chart.bar.fill", .finance, ["statistics", "report", "analytics"]),
        CatalogueSymbol("percent", .finance, ["interest", "rate", "tax", "percent"]),
        CatalogueSymbol("arrow.left.arrow.right", .finance, ["transfer", "exchange", "conversion"]),
        CatalogueSymbol("wallet.pass.fill", .finance, ["wallet", "pass", "loyalty"]),
        CatalogueSymbol("lock.shield.fill", .finance, ["insurance", "security", "protection"]),
        CatalogueSymbol("dollarsign.arrow.circlepath", .finance, ["refund", "cashback", "recurring payment"]),
        CatalogueSymbol("scalemass.fill", .finance, ["loan", "debt", "balance"]),
        // work
        CatalogueSymbol("briefcase.fill", .work, ["work", "job", "business", "office"]),
        CatalogueSymbol("desktopcomputer", .work, ["computer", "office equipment", "software"]),
        CatalogueSymbol("building.2.fill", .work, ["office", "company", "coworking"]),
        CatalogueSymbol("person.fill", .work, ["salary", "freelance", "client"]),
        CatalogueSymbol("person.2.fill", .work, ["team", "colleagues", "partners"]),
        CatalogueSymbol("doc.fill", .work, ["contract", "paperwork", "documents"]),
        CatalogueSymbol("folder.fill", .work, ["files", "projects", "admin"]),
        CatalogueSymbol("paperclip", .work, ["office supplies", "attachments"]),
        CatalogueSymbol("printer.fill", .work, ["printing", "printer", "copies"]),
        CatalogueSymbol("calendar", .work, ["schedule", "appointments", "calendar"]),
        CatalogueSymbol("clock.fill", .work, ["hours", "overtime", "time tracking"]),
        CatalogueSymbol("chart.bar.doc.horizontal.fill", .work, ["invoice", "report", "accounting"]),
        CatalogueSymbol("signature", .work, ["signature", "contract", "agreement"]),
        CatalogueSymbol("keyboard.fill", .work, ["typing", "freelance", "writing"]),
        CatalogueSymbol("network", .work, ["network", "hosting", "online services"]),
        // other
        CatalogueSymbol("gift.fill", .other, ["gift", "present", "donation"]),
        CatalogueSymbol("pawprint.fill", .other, ["pets", "pet food", "vet"]),
        CatalogueSymbol("star.fill", .other, ["favourites", "special", "wish list"]),
        CatalogueSymbol("heart.circle.fill", .other, ["charity", "donations", "love"]),
        CatalogueSymbol("questionmark.circle.fill", .other, ["unknown", "miscellaneous", "uncategorised"]),
        CatalogueSymbol("ellipsis.circle.fill", .other, ["other", "more", "miscellaneous"]),
        CatalogueSymbol("flag.fill", .other, ["goals", "milestones", "flag"]),
        CatalogueSymbol("bell.fill", .other, ["reminders", "alerts", "notifications"]),
        CatalogueSymbol("person.3.fill", .other, ["family", "friends", "group"]),
        CatalogueSymbol("figure.and.child.holdinghands", .other, ["children", "childcare", "kids"]),
        CatalogueSymbol("hands.and.sparkles.fill", .other, ["donation", "charity", "giving"]),
        CatalogueSymbol("umbrella.fill", .other, ["insurance", "rainy day", "protection"]),
        CatalogueSymbol("scissors", .other, ["haircut", "crafts", "tailoring"]),
        CatalogueSymbol("hourglass", .other, ["waiting", "pending", "later"]),
        CatalogueSymbol("gearshape.fill", .other, ["settings", "services", "fees"]),
        CatalogueSymbol("cat.fill", .other, ["cat", "pet", "pets"]),
        CatalogueSymbol("dog.fill", .other, ["dog", "pet", "dog walking"]),
    ])
}
