import Foundation

/// A currency: an active one of ISO 4217, a withdrawn one (kept so that stored records in it still
/// read), or an app's own.
///
/// ``all`` holds every active currency and fund of ISO 4217 List One (the list published
/// 2026-01-01) whose minor unit is a number. Entries whose minor unit ISO gives as "N.A." are left
/// out, because they are not amounts people type: the precious metals XAU, XAG, XPT and XPD, the
/// bond-market units XBA, XBB, XBC and XBD, XDR (Special Drawing Right), XSU (Sucre), XUA (ADB Unit
/// of Account), XTS (reserved for testing) and XXX (no currency).
///
/// ``withdrawn`` holds the codes of ISO 4217 List Three (historic denominations) that had a
/// numeric code, with the minor units they last had: BGN (replaced by the euro on
/// 1 January 2026), HRK, ANG, CUC, ZWL, SLL, the euro's predecessors and the rest.
///
/// The minor units are ISO's own, carried in these tables rather than asked of `Locale` or
/// `NumberFormatter`, which disagree with ISO on some platforms (for example JPY).
///
/// An app's own currency (loyalty points, a token, a unit of account) is made with
/// ``init(code:minorUnits:symbol:name:)``.
///
/// A currency encodes as its alphabetic code (`"CHF"`). Any three-letter code decodes: an app's
/// own currencies given in the decoder's `userInfo` under ``decodingKey`` first, then the active
/// and withdrawn tables, and otherwise a currency of ``Kind-swift.enum/unrecognized`` kind with
/// two minor units, which encodes back to the same code. Text that is not three letters is a
/// `DecodingError`.
public struct Currency: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
    /// Where a currency comes from.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Active in ISO 4217 List One.
        case active
        /// Withdrawn: in ISO 4217 List Three.
        case withdrawn
        /// Made by the app with ``Currency/init(code:minorUnits:symbol:name:)``.
        case custom
        /// Decoded from a code that is in no table and was not given by the app; it has two minor
        /// units.
        case unrecognized
    }

    /// The alphabetic code: three uppercase ASCII letters, for example `CHF`.
    public let code: String
    /// The numeric code, for example 756 for CHF (ISO writes it with three digits: `756`, `008`);
    /// nil for an app's own currency and an unrecognized code.
    public let numericCode: Int?
    /// The number of decimal places: ISO's for ISO currencies (0 for JPY, 2 for CHF, 3 for KWD,
    /// 4 for CLF), the app's for its own.
    public let minorUnits: Int
    /// ISO's English name, for example `Swiss Franc`; the app's name for its own currency.
    public let name: String
    /// The symbol written with amounts, for an app's own currency ("pts"); nil for ISO currencies,
    /// whose symbol each locale chooses.
    public let symbol: String?
    /// Where the currency comes from.
    public let kind: Kind

    /// The most minor units an app's own currency may have.
    public static let maximumMinorUnits = 8

    /// The alphabetic code, unique among currencies.
    public var id: String { code }

    /// The alphabetic code, for example `CHF`.
    public var description: String { code }

    private init(_ code: String, _ numericCode: Int, _ minorUnits: Int, _ name: String, kind: Kind = .active) {
        self.code = code
        self.numericCode = numericCode
        self.minorUnits = minorUnits
        self.name = name
        self.symbol = nil
        self.kind = kind
    }

    private init(unrecognized code: String) {
        self.code = code
        numericCode = nil
        minorUnits = 2
        name = code
        symbol = nil
        kind = .unrecognized
    }

    /// An app's own currency.
    ///
    /// ```swift
    /// let points = try Currency(code: "PTS", minorUnits: 0, symbol: "pts", name: "Reward points")
    /// ```
    ///
    /// - Parameters:
    ///   - code: Three ASCII letters, in any letter case (kept in uppercase).
    ///   - minorUnits: Decimal places, 0 through ``maximumMinorUnits``.
    ///   - symbol: The symbol written with amounts; nil writes the code. At most 8 characters, no
    ///     control characters, not only white space.
    ///   - name: The name shown for the currency; the code when nil.
    /// - Throws: ``CurrencyError`` naming what is wrong; nothing is made.
    public init(code: String, minorUnits: Int, symbol: String? = nil, name: String? = nil) throws {
        guard let normalized = Currency.normalizedCode(code) else { throw CurrencyError.malformedCode(code) }
        guard (0...Currency.maximumMinorUnits).contains(minorUnits) else {
            throw CurrencyError.minorUnitsOutOfRange(minorUnits, allowed: 0...Currency.maximumMinorUnits)
        }
        if let symbol {
            let visible = symbol.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !visible.isEmpty, symbol.count <= 8,
                  !symbol.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
            else { throw CurrencyError.malformedSymbol(symbol) }
        }
        self.code = normalized
        numericCode = nil
        self.minorUnits = minorUnits
        self.name = name.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 } ?? normalized
        self.symbol = symbol
        kind = .custom
    }

    /// `text` as a currency code: three ASCII letters in uppercase; nil for anything else.
    static func normalizedCode(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count == 3, bytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        return text.uppercased()
    }

    // MARK: - Lookup

    /// The active currency with the alphabetic code `code`, in any letter case (`"chf"`, `"CHF"`),
    /// or nil when the code is not in ``all``.
    public static func named(_ code: String) -> Currency? {
        byCode[code.uppercased()]
    }

    /// The active currency with `code`, or else the withdrawn one (``withdrawn``), in any letter
    /// case; nil when neither table has it.
    public static func recognized(_ code: String) -> Currency? {
        let upper = code.uppercased()
        return byCode[upper] ?? withdrawnByCode[upper]
    }

    /// The active currency with the numeric code `numericCode` (756 for CHF), or nil when no
    /// currency in ``all`` has it.
    public static func numbered(_ numericCode: Int) -> Currency? {
        byNumber[numericCode]
    }

    private static let byCode: [String: Currency] = Dictionary(
        all.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first }
    )

    private static let withdrawnByCode: [String: Currency] = Dictionary(
        withdrawn.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first }
    )

    private static let byNumber: [Int: Currency] = Dictionary(
        all.compactMap { currency in currency.numericCode.map { ($0, currency) } }, uniquingKeysWith: { first, _ in first }
    )

    // MARK: - Codable

    /// The `userInfo` key under which a decoder may carry the app's own currencies
    /// (`[Currency]`), so that records in them decode with their minor units and symbol.
    public static let decodingKey = CodingUserInfoKey(rawValue: "app.tally.currencies")!

    /// Decodes a currency from its alphabetic code, in any letter case: the app's own currency
    /// with that code from `userInfo[Currency.decodingKey]`, else the active or withdrawn ISO
    /// currency, else an ``Kind-swift.enum/unrecognized`` currency with that code.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not three ASCII letters.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let code = Currency.normalizedCode(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text.prefix(32))\" is not a currency code: a code is three letters, such as CHF."
            )
        }
        if let own = (decoder.userInfo[Currency.decodingKey] as? [Currency])?.first(where: { $0.code == code }) {
            self = own
        } else {
            self = Currency.recognized(code) ?? Currency(unrecognized: code)
        }
    }

    /// Encodes the currency as its alphabetic code, for example `"CHF"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    // MARK: - Common currencies

    /// Swiss Franc (CHF, 756, 2 minor units).
    public static let chf = Currency("CHF", 756, 2, "Swiss Franc")
    /// Euro (EUR, 978, 2 minor units).
    public static let eur = Currency("EUR", 978, 2, "Euro")
    /// US Dollar (USD, 840, 2 minor units).
    public static let usd = Currency("USD", 840, 2, "US Dollar")
    /// Pound Sterling (GBP, 826, 2 minor units).
    public static let gbp = Currency("GBP", 826, 2, "Pound Sterling")
    /// Russian Ruble (RUB, 643, 2 minor units).
    public static let rub = Currency("RUB", 643, 2, "Russian Ruble")
    /// Yen (JPY, 392, no minor units).
    public static let jpy = Currency("JPY", 392, 0, "Yen")
    /// Kuwaiti Dinar (KWD, 414, 3 minor units).
    public static let kwd = Currency("KWD", 414, 3, "Kuwaiti Dinar")
    /// Unidad de Fomento (CLF, 990, 4 minor units), Chile's inflation-indexed unit of account.
    public static let clf = Currency("CLF", 990, 4, "Unidad de Fomento")

    // MARK: - ISO 4217 List One

    /// Every active currency and fund of ISO 4217 List One, published 2026-01-01, whose minor unit
    /// is a number (165 of them), sorted by alphabetic code.
    ///
    /// Left out: the entries whose minor unit ISO gives as "N.A." (XAG, XAU, XBA, XBB, XBC, XBD,
    /// XDR, XPD, XPT, XSU, XTS, XUA, XXX). Funds with numeric minor units are included, for
    /// example BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW and XAD. A currency used by several
    /// countries (EUR, USD, XOF, …) appears once.
    public static let all: [Currency] = [
        Currency("AED", 784, 2, "UAE Dirham"),
        Currency("AFN", 971, 2, "Afghani"),
        Currency("ALL", 8, 2, "Lek"),
        Currency("AMD", 51, 2, "Armenian Dram"),
        Currency("AOA", 973, 2, "Kwanza"),
        Currency("ARS", 32, 2, "Argentine Peso"),
        Currency("AUD", 36, 2, "Australian Dollar"),
        Currency("AWG", 533, 2, "Aruban Florin"),
        Currency("AZN", 944, 2, "Azerbaijan Manat"),
        Currency("BAM", 977, 2, "Convertible Mark"),
        Currency("BBD", 52, 2, "Barbados Dollar"),
        Currency("BDT", 50, 2, "Taka"),
        Currency("BHD", 48, 3, "Bahraini Dinar"),
        Currency("BIF", 108, 0, "Burundi Franc"),
        Currency("BMD", 60, 2, "Bermudian Dollar"),
        Currency("BND", 96, 2, "Brunei Dollar"),
        Currency("BOB", 68, 2, "Boliviano"),
        Currency("BOV", 984, 2, "Mvdol"),
        Currency("BRL", 986, 2, "Brazilian Real"),
        Currency("BSD", 44, 2, "Bahamian Dollar"),
        Currency("BTN", 64, 2, "Ngultrum"),
        Currency("BWP", 72, 2, "Pula"),
        Currency("BYN", 933, 2, "Belarusian Ruble"),
        Currency("BZD", 84, 2, "Belize Dollar"),
        Currency("CAD", 124, 2, "Canadian Dollar"),
        Currency("CDF", 976, 2, "Congolese Franc"),
        Currency("CHE", 947, 2, "WIR Euro"),
        Currency("CHF", 756, 2, "Swiss Franc"),
        Currency("CHW", 948, 2, "WIR Franc"),
        Currency("CLF", 990, 4, "Unidad de Fomento"),
        Currency("CLP", 152, 0, "Chilean Peso"),
        Currency("CNY", 156, 2, "Yuan Renminbi"),
        Currency("COP", 170, 2, "Colombian Peso"),
        Currency("COU", 970, 2, "Unidad de Valor Real"),
        Currency("CRC", 188, 2, "Costa Rican Colon"),
        Currency("CUP", 192, 2, "Cuban Peso"),
        Currency("CVE", 132, 2, "Cabo Verde Escudo"),
        Currency("CZK", 203, 2, "Czech Koruna"),
        Currency("DJF", 262, 0, "Djibouti Franc"),
        Currency("DKK", 208, 2, "Danish Krone"),
        Currency("DOP", 214, 2, "Dominican Peso"),
        Currency("DZD", 12, 2, "Algerian Dinar"),
        Currency("EGP", 818, 2, "Egyptian Pound"),
        Currency("ERN", 232, 2, "Nakfa"),
        Currency("ETB", 230, 2, "Ethiopian Birr"),
        Currency("EUR", 978, 2, "Euro"),
        Currency("FJD", 242, 2, "Fiji Dollar"),
        Currency("FKP", 238, 2, "Falkland Islands Pound"),
        Currency("GBP", 826, 2, "Pound Sterling"),
        Currency("GEL", 981, 2, "Lari"),
        Currency("GHS", 936, 2, "Ghana Cedi"),
        Currency("GIP", 292, 2, "Gibraltar Pound"),
        Currency("GMD", 270, 2, "Dalasi"),
        Currency("GNF", 324, 0, "Guinean Franc"),
        Currency("GTQ", 320, 2, "Quetzal"),
        Currency("GYD", 328, 2, "Guyana Dollar"),
        Currency("HKD", 344, 2, "Hong Kong Dollar"),
        Currency("HNL", 340, 2, "Lempira"),
        Currency("HTG", 332, 2, "Gourde"),
        Currency("HUF", 348, 2, "Forint"),
        Currency("IDR", 360, 2, "Rupiah"),
        Currency("ILS", 376, 2, "New Israeli Sheqel"),
        Currency("INR", 356, 2, "Indian Rupee"),
        Currency("IQD", 368, 3, "Iraqi Dinar"),
        Currency("IRR", 364, 2, "Iranian Rial"),
        Currency("ISK", 352, 0, "Iceland Krona"),
        Currency("JMD", 388, 2, "Jamaican Dollar"),
        Currency("JOD", 400, 3, "Jordanian Dinar"),
        Currency("JPY", 392, 0, "Yen"),
        Currency("KES", 404, 2, "Kenyan Shilling"),
        Currency("KGS", 417, 2, "Som"),
        Currency("KHR", 116, 2, "Riel"),
        Currency("KMF", 174, 0, "Comorian Franc"),
        Currency("KPW", 408, 2, "North Korean Won"),
        Currency("KRW", 410, 0, "Won"),
        Currency("KWD", 414, 3, "Kuwaiti Dinar"),
        Currency("KYD", 136, 2, "Cayman Islands Dollar"),
        Currency("KZT", 398, 2, "Tenge"),
        Currency("LAK", 418, 2, "Lao Kip"),
        Currency("LBP", 422, 2, "Lebanese Pound"),
        Currency("LKR", 144, 2, "Sri Lanka Rupee"),
        Currency("LRD", 430, 2, "Liberian Dollar"),
        Currency("LSL", 426, 2, "Loti"),
        Currency("LYD", 434, 3, "Libyan Dinar"),
        Currency("MAD", 504, 2, "Moroccan Dirham"),
        Currency("MDL", 498, 2, "Moldovan Leu"),
        Currency("MGA", 969, 2, "Malagasy Ariary"),
        Currency("MKD", 807, 2, "Denar"),
        Currency("MMK", 104, 2, "Kyat"),
        Currency("MNT", 496, 2, "Tugrik"),
        Currency("MOP", 446, 2, "Pataca"),
        Currency("MRU", 929, 2, "Ouguiya"),
        Currency("MUR", 480, 2, "Mauritius Rupee"),
        Currency("MVR", 462, 2, "Rufiyaa"),
        Currency("MWK", 454, 2, "Malawi Kwacha"),
        Currency("MXN", 484, 2, "Mexican Peso"),
        Currency("MXV", 979, 2, "Mexican Unidad de Inversion (UDI)"),
        Currency("MYR", 458, 2, "Malaysian Ringgit"),
        Currency("MZN", 943, 2, "Mozambique Metical"),
        Currency("NAD", 516, 2, "Namibia Dollar"),
        Currency("NGN", 566, 2, "Naira"),
        Currency("NIO", 558, 2, "Cordoba Oro"),
        Currency("NOK", 578, 2, "Norwegian Krone"),
        Currency("NPR", 524, 2, "Nepalese Rupee"),
        Currency("NZD", 554, 2, "New Zealand Dollar"),
        Currency("OMR", 512, 3, "Rial Omani"),
        Currency("PAB", 590, 2, "Balboa"),
        Currency("PEN", 604, 2, "Sol"),
        Currency("PGK", 598, 2, "Kina"),
        Currency("PHP", 608, 2, "Philippine Peso"),
        Currency("PKR", 586, 2, "Pakistan Rupee"),
        Currency("PLN", 985, 2, "Zloty"),
        Currency("PYG", 600, 0, "Guarani"),
        Currency("QAR", 634, 2, "Qatari Rial"),
        Currency("RON", 946, 2, "Romanian Leu"),
        Currency("RSD", 941, 2, "Serbian Dinar"),
        Currency("RUB", 643, 2, "Russian Ruble"),
        Currency("RWF", 646, 0, "Rwanda Franc"),
        Currency("SAR", 682, 2, "Saudi Riyal"),
        Currency("SBD", 90, 2, "Solomon Islands Dollar"),
        Currency("SCR", 690, 2, "Seychelles Rupee"),
        Currency("SDG", 938, 2, "Sudanese Pound"),
        Currency("SEK", 752, 2, "Swedish Krona"),
        Currency("SGD", 702, 2, "Singapore Dollar"),
        Currency("SHP", 654, 2, "Saint Helena Pound"),
        Currency("SLE", 925, 2, "Leone"),
        Currency("SOS", 706, 2, "Somali Shilling"),
        Currency("SRD", 968, 2, "Surinam Dollar"),
        Currency("SSP", 728, 2, "South Sudanese Pound"),
        Currency("STN", 930, 2, "Dobra"),
        Currency("SVC", 222, 2, "El Salvador Colon"),
        Currency("SYP", 760, 2, "Syrian Pound"),
        Currency("SZL", 748, 2, "Lilangeni"),
        Currency("THB", 764, 2, "Baht"),
        Currency("TJS", 972, 2, "Somoni"),
        Currency("TMT", 934, 2, "Turkmenistan New Manat"),
        Currency("TND", 788, 3, "Tunisian Dinar"),
        Currency("TOP", 776, 2, "Pa’anga"),
        Currency("TRY", 949, 2, "Turkish Lira"),
        Currency("TTD", 780, 2, "Trinidad and Tobago Dollar"),
        Currency("TWD", 901, 2, "New Taiwan Dollar"),
        Currency("TZS", 834, 2, "Tanzanian Shilling"),
        Currency("UAH", 980, 2, "Hryvnia"),
        Currency("UGX", 800, 0, "Uganda Shilling"),
        Currency("USD", 840, 2, "US Dollar"),
        Currency("USN", 997, 2, "US Dollar (Next day)"),
        Currency("UYI", 940, 0, "Uruguay Peso en Unidades Indexadas (UI)"),
        Currency("UYU", 858, 2, "Peso Uruguayo"),
        Currency("UYW", 927, 4, "Unidad Previsional"),
        Currency("UZS", 860, 2, "Uzbekistan Sum"),
        Currency("VED", 926, 2, "Bolívar Soberano"),
        Currency("VES", 928, 2, "Bolívar Soberano"),
        Currency("VND", 704, 0, "Dong"),
        Currency("VUV", 548, 0, "Vatu"),
        Currency("WST", 882, 2, "Tala"),
        Currency("XAD", 396, 2, "Arab Accounting Dinar"),
        Currency("XAF", 950, 0, "CFA Franc BEAC"),
        Currency("XCD", 951, 2, "East Caribbean Dollar"),
        Currency("XCG", 532, 2, "Caribbean Guilder"),
        Currency("XOF", 952, 0, "CFA Franc BCEAO"),
        Currency("XPF", 953, 0, "CFP Franc"),
        Currency("YER", 886, 2, "Yemeni Rial"),
        Currency("ZAR", 710, 2, "Rand"),
        Currency("ZMW", 967, 2, "Zambian Kwacha"),
        Currency("ZWG", 924, 2, "Zimbabwe Gold"),
    ]

    // MARK: - ISO 4217 List Three

    /// The withdrawn codes of ISO 4217 List Three that had a numeric code (92 of them), sorted
    /// by alphabetic code, each with the minor units it last had in List One (two where ISO
    /// published none before the code was withdrawn). A code ISO later gave to another currency
    /// keeps its old numeric code here (ANG 532, now XCG's); ``numbered(_:)`` finds only active
    /// currencies. Codes of List Three without a numeric code (AOK, BOP, GNS…) and the units
    /// whose minor unit was "N.A." (XEU, XFO, XFU, XRE) decode as ``Kind-swift.enum/unrecognized``.
    public static let withdrawn: [Currency] = [
        Currency("ADP", 20, 0, "Andorran Peseta", kind: .withdrawn),
        Currency("AFA", 4, 2, "Afghani", kind: .withdrawn),
        Currency("ALK", 8, 2, "Old Lek", kind: .withdrawn),
        Currency("ANG", 532, 2, "Netherlands Antillean Guilder", kind: .withdrawn),
        Currency("AON", 24, 2, "New Kwanza", kind: .withdrawn),
        Currency("AOR", 982, 2, "Kwanza Reajustado", kind: .withdrawn),
        Currency("ARA", 32, 2, "Austral", kind: .withdrawn),
        Currency("ARP", 32, 2, "Peso Argentino", kind: .withdrawn),
        Currency("ATS", 40, 2, "Schilling", kind: .withdrawn),
        Currency("AYM", 945, 2, "Azerbaijan Manat", kind: .withdrawn),
        Currency("AZM", 31, 2, "Azerbaijanian Manat", kind: .withdrawn),
        Currency("BAD", 70, 2, "Dinar", kind: .withdrawn),
        Currency("BEC", 993, 2, "Convertible Franc", kind: .withdrawn),
        Currency("BEF", 56, 0, "Belgian Franc", kind: .withdrawn),
        Currency("BEL", 992, 2, "Financial Franc", kind: .withdrawn),
        Currency("BGL", 100, 2, "Lev", kind: .withdrawn),
        Currency("BGN", 975, 2, "Bulgarian Lev", kind: .withdrawn),
        Currency("BRC", 76, 2, "Cruzado", kind: .withdrawn),
        Currency("BRE", 76, 2, "Cruzeiro", kind: .withdrawn),
        Currency("BRN", 76, 2, "New Cruzado", kind: .withdrawn),
        Currency("BRR", 987, 2, "Cruzeiro Real", kind: .withdrawn),
        Currency("BYB", 112, 2, "Belarusian Ruble", kind: .withdrawn),
        Currency("BYR", 974, 0, "Belarusian Ruble", kind: .withdrawn),
        Currency("CHC", 948, 2, "WIR Franc (for electronic)", kind: .withdrawn),
        Currency("CSD", 891, 2, "Serbian Dinar", kind: .withdrawn),
        Currency("CSK", 200, 2, "Koruna", kind: .withdrawn),
        Currency("CUC", 931, 2, "Peso Convertible", kind: .withdrawn),
        Currency("CYP", 196, 2, "Cyprus Pound", kind: .withdrawn),
        Currency("DDM", 278, 2, "Mark der DDR", kind: .withdrawn),
        Currency("DEM", 276, 2, "Deutsche Mark", kind: .withdrawn),
        Currency("ECS", 218, 2, "Sucre", kind: .withdrawn),
        Currency("ECV", 983, 2, "Unidad de Valor Constante (UVC)", kind: .withdrawn),
        Currency("EEK", 233, 2, "Kroon", kind: .withdrawn),
        Currency("ESA", 996, 2, "Spanish Peseta", kind: .withdrawn),
        Currency("ESB", 995, 2, "Convertible Peseta Account", kind: .withdrawn),
        Currency("ESP", 724, 0, "Spanish Peseta", kind: .withdrawn),
        Currency("FIM", 246, 2, "Markka", kind: .withdrawn),
        Currency("FRF", 250, 2, "French Franc", kind: .withdrawn),
        Currency("GEK", 268, 2, "Georgian Coupon", kind: .withdrawn),
        Currency("GHC", 288, 2, "Cedi", kind: .withdrawn),
        Currency("GHP", 939, 2, "Ghana Cedi", kind: .withdrawn),
        Currency("GQE", 226, 2, "Ekwele", kind: .withdrawn),
        Currency("GRD", 300, 2, "Drachma", kind: .withdrawn),
        Currency("GWP", 624, 2, "Guinea-Bissau Peso", kind: .withdrawn),
        Currency("HRD", 191, 2, "Croatian Dinar", kind: .withdrawn),
        Currency("HRK", 191, 2, "Kuna", kind: .withdrawn),
        Currency("IEP", 372, 2, "Irish Pound", kind: .withdrawn),
        Currency("ITL", 380, 0, "Italian Lira", kind: .withdrawn),
        Currency("LTL", 440, 2, "Lithuanian Litas", kind: .withdrawn),
        Currency("LTT", 440, 2, "Talonas", kind: .withdrawn),
        Currency("LUC", 989, 2, "Luxembourg Convertible Franc", kind: .withdrawn),
        Currency("LUF", 442, 0, "Luxembourg Franc", kind: .withdrawn),
        Currency("LUL", 988, 2, "Luxembourg Financial Franc", kind: .withdrawn),
        Currency("LVL", 428, 2, "Latvian Lats", kind: .withdrawn),
        Currency("LVR", 428, 2, "Latvian Ruble", kind: .withdrawn),
        Currency("MGF", 450, 0, "Malagasy Franc", kind: .withdrawn),
        Currency("MLF", 466, 2, "Mali Franc", kind: .withdrawn),
        Currency("MRO", 478, 2, "Ouguiya", kind: .withdrawn),
        Currency("MTL", 470, 2, "Maltese Lira", kind: .withdrawn),
        Currency("MZM", 508, 2, "Mozambique Metical", kind: .withdrawn),
        Currency("NLG", 528, 2, "Netherlands Guilder", kind: .withdrawn),
        Currency("PEI", 604, 2, "Inti", kind: .withdrawn),
        Currency("PES", 604, 2, "Sol", kind: .withdrawn),
        Currency("PLZ", 616, 2, "Zloty", kind: .withdrawn),
        Currency("PTE", 620, 0, "Portuguese Escudo", kind: .withdrawn),
        Currency("ROL", 642, 2, "Old Leu", kind: .withdrawn),
        Currency("RUR", 810, 2, "Russian Ruble", kind: .withdrawn),
        Currency("SDD", 736, 2, "Sudanese Dinar", kind: .withdrawn),
        Currency("SIT", 705, 2, "Tolar", kind: .withdrawn),
        Currency("SKK", 703, 2, "Slovak Koruna", kind: .withdrawn),
        Currency("SLL", 694, 2, "Leone", kind: .withdrawn),
        Currency("SRG", 740, 2, "Surinam Guilder", kind: .withdrawn),
        Currency("STD", 678, 2, "Dobra", kind: .withdrawn),
        Currency("TJR", 762, 2, "Tajik Ruble", kind: .withdrawn),
        Currency("TMM", 795, 2, "Turkmenistan Manat", kind: .withdrawn),
        Currency("TPE", 626, 0, "Timor Escudo", kind: .withdrawn),
        Currency("TRL", 792, 0, "Old Turkish Lira", kind: .withdrawn),
        Currency("UAK", 804, 2, "Karbovanet", kind: .withdrawn),
        Currency("USS", 998, 2, "US Dollar (Same day)", kind: .withdrawn),
        Currency("VEB", 862, 2, "Bolivar", kind: .withdrawn),
        Currency("VEF", 937, 2, "Bolívar", kind: .withdrawn),
        Currency("YDD", 720, 2, "Yemeni Dinar", kind: .withdrawn),
        Currency("YUM", 891, 2, "New Dinar", kind: .withdrawn),
        Currency("YUN", 890, 2, "Yugoslavian Dinar", kind: .withdrawn),
        Currency("ZAL", 991, 2, "Financial Rand", kind: .withdrawn),
        Currency("ZMK", 894, 2, "Zambian Kwacha", kind: .withdrawn),
        Currency("ZRN", 180, 2, "New Zaire", kind: .withdrawn),
        Currency("ZRZ", 180, 2, "Zaire", kind: .withdrawn),
        Currency("ZWD", 716, 2, "Zimbabwe Dollar", kind: .withdrawn),
        Currency("ZWL", 932, 2, "Zimbabwe Dollar", kind: .withdrawn),
        Currency("ZWN", 942, 2, "Zimbabwe Dollar (new)", kind: .withdrawn),
        Currency("ZWR", 935, 2, "Zimbabwe Dollar", kind: .withdrawn),
    ]
}
