import Foundation

extension AdvanceWidthMeasurer {
    /// Inter Bold (Inter 4.0) with tabular figures, the hero amount's font: advance widths of the
    /// digits, separators, signs and currency symbols an amount uses, in font units
    /// (unitsPerEm 2816). A character outside the table measures as a digit.
    ///
    /// Source: the font's `hmtx` table, and `tnum` for the digits and separators. Inter is licensed
    /// under the SIL Open Font License 1.1.
    public static let interBoldTabular = AdvanceWidthMeasurer(
        unitsPerEm: 2816,
        advances: [
        " ": 653,
        "$": 1844,
        "'": 588,
        "+": 1914,
        ",": 841,
        "-": 1320,
        ".": 838,
        "0": 1920,
        "1": 1920,
        "2": 1920,
        "3": 1920,
        "4": 1915,
        "5": 1920,
        "6": 1920,
        "7": 1920,
        "8": 1920,
        "9": 1920,
        "B": 1861,
        "C": 2118,
        "D": 2048,
        "E": 1725,
        "F": 1647,
        "G": 2142,
        "H": 2101,
        "J": 1605,
        "P": 1824,
        "R": 1848,
        "S": 1844,
        "U": 2054,
        "Y": 2040,
        "f": 1086,
        "r": 1151,
        "\u{00A0}": 653,
        "£": 1891,
        "¥": 1611,
        "к": 1649,
        "р": 1781,
        "฿": 1861,
        "’": 642,
        "\u{202F}": 435,
        "₣": 1647,
        "₩": 2948,
        "₪": 2616,
        "€": 1932,
        "₹": 1616,
        "₺": 1826,
        "₽": 2098,
        "−": 1914,
        "≈": 1914,
        ],
        fallbackAdvance: 1920
    )
}
