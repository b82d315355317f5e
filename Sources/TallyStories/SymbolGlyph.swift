import Foundation
@_spi(Tally) import TallyCore

/// The catalog's drawing of each SF Symbol the kit names: a small SVG of the same meaning (a cart
/// for `cart.fill`, a fork and knife for `fork.knife`), drawn on a 24-unit square in the text
/// colour and scaled to the box it is given, so a symbol fits its icon at every size.
/// SF Symbols themselves are Apple's and draw only on Apple platforms; these outlines stand in
/// for them on the web page.
public enum SymbolGlyph {
    /// The SVG for `name`, `side` CSS pixels square (when nil, 1em, or the size the catalog's CSS gives it in a tile); nil when the
    /// catalog has no drawing for the symbol.
    public static func svg(_ name: String, side: Double? = nil) -> String? {
        guard let shapes = shapes[name] else { return nil }
        let size = side.map { "width=\"\(NumberText.format($0))\" height=\"\(NumberText.format($0))\" style=\"width: \(NumberText.format($0))px; height: \(NumberText.format($0))px\"" } ?? "width=\"1em\" height=\"1em\""
        return "<svg class=\"c-symbol\" viewBox=\"0 0 24 24\" \(size) fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\" data-symbol=\"\(StoryHTML.esc(name))\">\(shapes)</svg>"
    }

    /// The symbol's drawing, or a plain tile when the catalog has none (never the name's letter).
    public static func html(_ name: String, side: Double? = nil) -> String {
        svg(name, side: side) ?? svg("questionmark.square.dashed", side: side) ?? ""
    }

    /// The names the catalog can draw.
    public static var names: Set<String> { Set(shapes.keys) }

    // MARK: - Shapes

    private static func p(_ d: String) -> String { "<path d=\"\(d)\"/>" }
    private static func c(_ x: Double, _ y: Double, _ r: Double) -> String {
        "<circle cx=\"\(NumberText.format(x))\" cy=\"\(NumberText.format(y))\" r=\"\(NumberText.format(r))\"/>"
    }
    /// A small filled dot.
    private static func dot(_ x: Double, _ y: Double, _ r: Double = 1.2) -> String {
        "<circle cx=\"\(NumberText.format(x))\" cy=\"\(NumberText.format(y))\" r=\"\(NumberText.format(r))\" fill=\"currentColor\" stroke=\"none\"/>"
    }
    private static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double = 2) -> String {
        "<rect x=\"\(NumberText.format(x))\" y=\"\(NumberText.format(y))\" width=\"\(NumberText.format(w))\" height=\"\(NumberText.format(h))\" rx=\"\(NumberText.format(radius))\"/>"
    }
    /// `inner` drawn smaller inside a circle (the `.circle` variants).
    private static func circled(_ inner: String) -> String {
        c(12, 12, 10) + "<g transform=\"translate(12 12) scale(0.55) translate(-12 -12)\">\(inner)</g>"
    }
    /// A sign in a circle: the currency symbols.
    private static func sign(_ character: String) -> String {
        c(12, 12, 10) + "<text x=\"12\" y=\"16.5\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"700\" font-family=\"sans-serif\" fill=\"currentColor\" stroke=\"none\">\(character)</text>"
    }

    private static let bed = p("M3 19V6 M3 14h18v5 M21 14v-2a3 3 0 0 0-3-3h-7v5 M3 19h18") + c(7, 11, 2)
    private static let heart = p("M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z")
    private static let wrench = p("M14.5 4a5 5 0 0 0-5 6.5L3 17l4 4 6.5-6.5A5 5 0 0 0 20 9.5l-3 3-3-1-1-3 3-3a5 5 0 0 0-1.5-1.5z")
    private static let pencil = p("M16 3l5 5L8 21H3v-5z M14 5l5 5")
    private static let doc = p("M6 2h8l5 5v15H6z M14 2v5h5")
    private static let book = p("M5 4a2 2 0 0 1 2-2h12v16H7a2 2 0 0 0-2 2z M5 20a2 2 0 0 0 2 2h12v-4")
    private static let globe = c(12, 12, 10) + p("M2 12h20 M12 2a15 15 0 0 1 0 20 M12 2a15 15 0 0 0 0 20")
    /// An eye: the outline two quadratic curves from 2,12 to 22,12 (over 12,1 and under 12,23), a
    /// pupil of radius 3.
    private static let eye = p("M2 12Q12 1 22 12Q12 23 2 12z") + c(12, 12, 3)
    /// `eye` crossed from top left to bottom right, as SF Symbols' `eye.slash`: the outline and the
    /// pupil are broken 2.6 units either side of the slash (the same curves, cut by de Casteljau at
    /// the points that far from the line), so the slash reads as lying on top of the eye.
    private static let eyeSlash = p("M2 12Q3.65 10.19 5.3 8.97 M10.33 6.65Q16.17 5.58 22 12 M2 12Q7.84 18.42 13.67 17.35 M18.71 15.03Q20.35 13.81 22 12")
        + p("M11.22 14.9A3 3 0 0 1 9.1 12.78 M12.78 9.1A3 3 0 0 1 14.9 11.22") + p("M3.5 3.5l17 17")
    private static let wifi = p("M2 9a15 15 0 0 1 20 0 M5 12.5a10 10 0 0 1 14 0 M8.5 16a5 5 0 0 1 7 0") + dot(12, 19.5)
    private static let pump = p("M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16 M3 21h12 M14 10h2a2 2 0 0 1 2 2v4a1.5 1.5 0 0 0 3 0V8l-3-3")

    /// Every drawing, by SF Symbol name.
    private static let shapes: [String: String] = [
        // Food and drink
        "fork.knife": p("M7 3v18 M4 3v5a3 3 0 0 0 6 0V3 M17 21V3c-2.5 1.5-3.5 5-3.5 8.5H17"),
        "cart.fill": p("M2 4h3l2.5 11h10l2.5-8H6.5") + c(9, 19.5, 1.5) + c(17, 19.5, 1.5),
        "cup.and.saucer.fill": p("M5 8h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z M16 9h1.5a2.5 2.5 0 0 1 0 5H15 M3 21h17"),
        "mug.fill": p("M5 6h11v11a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3z M16 9h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2"),
        "takeoutbag.and.cup.and.straw.fill": p("M2 10h10l-1 11H3z M4 10l1-3h4l1 3 M14 9h7l-1.2 12h-4.6z M18 9l2-6"),
        "wineglass.fill": p("M7 3h10l-.5 5a4.5 4.5 0 0 1-9 0z M12 13v8 M8 21h8"),
        "birthday.cake.fill": p("M4 12h16v9H4z M4 16c2 1.5 4 1.5 6 0s4-1.5 6 0 3 1 4 0 M8 12V8 M12 12V8 M16 12V8 M8 4.5v.5 M12 4.5v.5 M16 4.5v.5"),
        "carrot.fill": p("M15 9L4 20c5-1 10-5 12-9z M15 9l5-5 M15 9c2-1 4-1 6 0 M15 9c0-2-1-4-3-5 M9 13l2 2 M7 16l1.5 1.5"),
        "fish.fill": p("M3 12c4-5 10-6 15 0-5 6-11 5-15 0z M18 12l3-3v6z") + dot(8, 11),
        "frying.pan.fill": c(9, 12, 6.5) + p("M15.5 12H22"),
        "popcorn.fill": p("M6 9l2 12h8l2-12z M6 9a2.5 2.5 0 0 1 3-4 2.5 2.5 0 0 1 6 0 2.5 2.5 0 0 1 3 4 M10 9l.5 12 M14 9l-.5 12"),
        "waterbottle.fill": p("M10 2h4v3h-4z M9 8c0-2 1-3 3-3s3 1 3 3v12a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1z M9 11h6 M9 16h6"),
        // Transport
        "car.fill": p("M5 11l2-5h10l2 5 M3 11h18v6H3z M6 17v3 M18 17v3") + dot(7, 14) + dot(17, 14),
        "car.side.fill": p("M2 16v-4l3-1 3-4h7l4 4 3 1v4h-2 M5 16H2 M9 16h6") + c(7, 16.5, 2) + c(17, 16.5, 2),
        "bus.fill": r(5, 3, 14, 15) + p("M5 11h14 M8 21v-3 M16 21v-3") + dot(8.5, 14.5) + dot(15.5, 14.5),
        "tram.fill": r(6, 6, 12, 13, 3) + p("M6 13h12 M9 3h6 M12 3v3 M9 19l-2 3 M15 19l2 3"),
        "train.side.front.car": p("M2 6h14l5 5v6H2z M2 11h19 M7 6v5 M12 6v5") + c(6.5, 19.5, 1.5) + c(15.5, 19.5, 1.5),
        "bicycle": c(5.5, 16, 3.5) + c(18.5, 16, 3.5) + p("M5.5 16l4-8h6l3 8 M9.5 8l4.5 8 M8 6h3"),
        "scooter": p("M5 18h11 M16 18l2-13h3") + c(5, 18, 2) + c(18.5, 18, 2),
        "fuelpump.fill": pump + r(7, 6, 4, 4, 0.5),
        "ev.charger.fill": pump + p("M10 6l-2 4h3l-2 4"),
        "parkingsign.circle.fill": c(12, 12, 10) + p("M9 17V7h4a3 3 0 0 1 0 6H9"),
        "sailboat.fill": p("M12 3v14 M12 4l7 12h-7 M11 7L5 16h6 M3 18h18l-3 3H6z"),
        "ferry.fill": p("M3 15h18l-3 5H6z M6 15V9h12v6 M9 9V5h6v4") + dot(8.5, 12) + dot(12, 12) + dot(15.5, 12),
        "truck.box.fill": p("M2 6h12v11H2z M14 10h4l3 4v3h-7") + c(6, 18, 2) + c(17, 18, 2),
        "steeringwheel": c(12, 12, 9.5) + c(12, 12, 2) + p("M2.5 11h7.5 M14 11h7.5 M12 14v7.5"),
        "wrench.adjustable.fill": wrench,
        // Shopping
        "bag.fill": p("M5 8h14l-1 13H6z M9 8V6a3 3 0 0 1 6 0v2"),
        "basket.fill": p("M3 10h18l-2 10H5z M7 10l4-6 M17 10l-4-6 M9 13.5v3.5 M12 13.5v3.5 M15 13.5v3.5"),
        "handbag.fill": p("M4 10h16l-1.5 10h-13z M8 10a4 4 0 0 1 8 0"),
        "tshirt.fill": p("M8 3L3 6l2 5 3-1v11h8V10l3 1 2-5-5-3a4 4 0 0 1-8 0z"),
        "shoe.fill": p("M2 17v-7l5 1.5 3-4 4 4.5 6 1.5a2 2 0 0 1 2 2v1.5z M2 20.5h20"),
        "tag.fill": p("M3 3h8l10 10-8 8L3 11z") + c(7.5, 7.5, 1.5),
        "giftcard.fill": r(2, 6, 20, 13) + p("M2 11h20 M9 6v13 M9 11c-2-3-5-3-5-1s3 1 5 1 M9 11c2-3 5-3 5-1s-3 1-5 1"),
        "shippingbox.fill": p("M3 7l9-4 9 4v10l-9 4-9-4z M3 7l9 4 9-4 M12 11v10 M7.5 5l9 4"),
        "storefront.fill": p("M3 9l2-5h14l2 5 M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0 M5 11v10h14V11 M10 21v-5h4v5"),
        "eyeglasses": c(6, 14, 3.5) + c(18, 14, 3.5) + p("M9.5 14h5 M2.5 14L4 8 M21.5 14L20 8"),
        "laptopcomputer": r(5, 5, 14, 10, 1) + p("M2 19h20l-2-4H4z"),
        "iphone": r(7, 2, 10, 20) + p("M11 18.5h2"),
        "headphones": p("M4 17v-5a8 8 0 0 1 16 0v5") + r(3, 14, 4, 7, 1.5) + r(17, 14, 4, 7, 1.5),
        "comb.fill": p("M3 7h18v4H3z M5 11v6 M8 11v6 M11 11v6 M14 11v6 M17 11v6 M20 11v6"),
        // Home
        "house.fill": p("M3 11l9-8 9 8 M5 9.5V21h14V9.5 M10 21v-6h4v6"),
        "sofa.fill": p("M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3 M3 11h4v4h10v-4h4v7H3z M5 18v2 M19 18v2"),
        "bed.double.fill": bed,
        "lamp.table.fill": p("M8 3h8l3 8H5z M12 11v8 M8 21h8 M12 19v2"),
        "washer.fill": r(4, 2, 16, 20) + c(12, 13, 5) + p("M4 6h16") + dot(7.5, 4),
        "refrigerator.fill": r(5, 2, 14, 20) + p("M5 10h14 M8.5 5v2 M8.5 13v3"),
        "key.fill": c(7, 15, 4) + p("M10 12l9-9 M16 6l3 3 M14 8l2 2"),
        "hammer.fill": p("M4 20l9-9 M9 7l5-5 6 6-5 5z"),
        "wrench.and.screwdriver.fill": wrench + p("M16 16l5 5"),
        "paintbrush.pointed.fill": p("M21 3l-9 9 M12 12l-2-2c-3 0-5 2-5 5l-2 6 6-2c3 0 5-2 5-5z"),
        "leaf.fill": p("M5 19C5 10 11 4 20 4c0 9-6 15-15 15z M5 19l9-9"),
        "spigot.fill": p("M3 9h10a4 4 0 0 1 4 4v2 M3 13h8a2 2 0 0 1 2 2 M7 9V6 M5 6h4 M17 18v2 M15 15h4"),
        "shower.fill": p("M4 21V8a5 5 0 0 1 9-3 M11 8h8l-1 2h-6z M13 13v1 M16 13v1 M14.5 16v1 M12 17.5v1 M17 17.5v1"),
        "sparkles": p("M10 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2z M18 14l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z"),
        // Bills and utilities
        "bolt.fill": p("M13 2L4 14h7l-1 8 9-12h-7z"),
        "drop.fill": p("M12 3c3 4 6 8 6 11a6 6 0 0 1-12 0c0-3 3-7 6-11z"),
        "flame.fill": p("M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3 0-6 1-9z"),
        "wifi": wifi,
        "phone.fill": p("M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"),
        "antenna.radiowaves.left.and.right": c(12, 11, 1.5) + p("M12 12.5V21 M8.5 7.5a5 5 0 0 0 0 7 M15.5 7.5a5 5 0 0 1 0 7 M5.5 4.5a9.5 9.5 0 0 0 0 13 M18.5 4.5a9.5 9.5 0 0 1 0 13"),
        "tv.fill": r(3, 5, 18, 12) + p("M8 21h8 M12 17v4"),
        "doc.text.fill": doc + p("M9 12h7 M9 16h7"),
        "envelope.fill": r(3, 5, 18, 14) + p("M3 7l9 6 9-6"),
        "lightbulb.fill": p("M9 18h6 M10 21h4 M9 15c0-2-3-3-3-7a6 6 0 0 1 12 0c0 4-3 5-3 7z"),
        "thermometer.medium": p("M10 4a2 2 0 0 1 4 0v10a4 4 0 1 1-4 0z M12 9v7"),
        "trash.fill": p("M4 6h16 M9 6V3h6v3 M6 6l1 15h10l1-15 M10 10v7 M14 10v7"),
        "simcard.fill": p("M6 2h9l4 4v16H6z") + r(9, 11, 6, 7, 1),
        // Health
        "heart.fill": heart,
        "cross.case.fill": r(3, 7, 18, 13) + p("M9 7V4h6v3 M12 10.5v6 M9 13.5h6"),
        "pills.fill": p("M4.5 12.5l8-8a4 4 0 0 1 6 6l-8 8a4 4 0 0 1-6-6z M8.5 8.5l6 6"),
        "stethoscope": p("M6 3v6a4 4 0 0 0 8 0V3 M10 13v3a5 5 0 0 0 10 0v-2") + c(20, 11.5, 2),
        "bandage.fill": p("M3.5 14.5l11-11a3.5 3.5 0 0 1 5 5l-11 11a3.5 3.5 0 0 1-5-5z M9 9l6 6") + dot(11, 12, 0.8) + dot(13, 12, 0.8),
        "syringe.fill": p("M14 4l6 6 M17 7l-9 9-3-3 9-9 M5 13l-3 3 M19 2l3 3 M20.5 3.5l-3 3 M9 10l2 2 M11 8l2 2"),
        "cross.fill": p("M9 3h6v6h6v6h-6v6H9v-6H3V9h6z"),
        "figure.run": c(15, 4, 2) + p("M13 8l-3 5 4 3-1 5 M10 13l-4 1 M13 8l4 3 3-1 M13 8l-3-1-3 2"),
        "dumbbell.fill": p("M6 6v12 M18 6v12 M3 9v6 M21 9v6 M6 12h12"),
        "brain.head.profile": p("M5 21v-3.5L3 16l2-4c0-5 3-8 8-8a7 7 0 0 1 7 7c0 3-2 4-2 7v3 M10 9.5a2 2 0 0 1 4 0 M12 9.5V13"),
        "eye.fill": eye,
        "mouth.fill": p("M3 11c3 0 5-2 9-2s6 2 9 2c-2 5-5 7-9 7s-7-2-9-7z M3 11c4 1 14 1 18 0"),
        "figure.yoga": c(12, 4, 2) + p("M12 7v7 M5 9l7 2 7-2 M12 14l-5 6h10z"),
        "bed.double.circle.fill": circled(bed),
        // Entertainment
        "gamecontroller.fill": p("M7 7h10a5 5 0 0 1 4.5 7l-1 3a2.5 2.5 0 0 1-4.5.5L15 16H9l-1 1.5A2.5 2.5 0 0 1 3.5 17l-1-3A5 5 0 0 1 7 7z M8 10v4 M6 12h4") + dot(16, 11) + dot(18, 13),
        "film.fill": r(3, 3, 18, 18) + p("M7 3v18 M17 3v18 M3 8h4 M3 12h4 M3 16h4 M17 8h4 M17 12h4 M17 16h4"),
        "music.note": p("M12 18V3l6 2.5") + c(9, 18, 3),
        "ticket.fill": p("M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z M15 7v2 M15 11v2 M15 15v2"),
        "theatermasks.fill": p("M3 4h10v6a5 5 0 0 1-10 0z M11 12h10v6a5 5 0 0 1-10 0z M6 8h.01 M10 8h.01 M14 16c1 1 3 1 4 0"),
        "sportscourt.fill": r(2, 5, 20, 14, 1) + p("M12 5v14 M2 9h3v6H2 M22 9h-3v6h3") + c(12, 12, 2.5),
        "soccerball": c(12, 12, 10) + p("M12 8l4 3-1.5 4.5h-5L8 11z M12 8V2.5 M16 11l5-1.5 M14.5 15.5L17 20 M9.5 15.5L7 20 M8 11L3 9.5"),
        "paintpalette.fill": p("M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-1-2 0-3 2 0 3 0a4 4 0 0 0 4-4c0-5-4-9-9-9z") + dot(7.5, 11) + dot(10, 7) + dot(15, 7),
        "camera.fill": p("M3 8h4l2-3h6l2 3h4v12H3z") + c(12, 13, 4),
        "guitars.fill": p("M20 2l2 2-6 6 M16 8l-5.5 5.5 M10 10a3 3 0 0 0-4.5 1 3.5 3.5 0 0 0-3 4.5 5 5 0 0 0 6 6 3.5 3.5 0 0 0 4.5-3 3 3 0 0 0 1-4.5z") + dot(9, 15, 1.2),
        "music.mic": c(16, 8, 5) + p("M12.5 11.5L3 20l1 1 8.5-9.5"),
        "party.popper.fill": p("M3 21l4-12 8 8z M10 4v2 M20 14h-2 M15 3l-1 3 M21 9l-3 1 M18 6l1-1"),
        "dice.fill": r(3, 3, 18, 18, 3) + dot(8, 8, 1.4) + dot(16, 8, 1.4) + dot(12, 12, 1.4) + dot(8, 16, 1.4) + dot(16, 16, 1.4),
        "puzzlepiece.fill": p("M4 8h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4H4v-4a2 2 0 1 0 0-4z"),
        "figure.bowling": c(8, 4, 2) + p("M8 7l-1 6 3 3v5 M7 13l-3 4 M8 8l4 3") + c(18, 18, 3),
        // Travel
        "airplane": p("M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"),
        "airplane.departure": p("M2 21h20 M3 12.5l2.5-1 3 2 9-5a2 2 0 0 1 2 3.5l-12 6-3.5-1.5z M9.5 9L7.5 6l2-1 5 3"),
        "suitcase.fill": r(3, 7, 18, 13) + p("M9 7V4h6v3 M8 7v13 M16 7v13"),
        "suitcase.rolling.fill": r(6, 6, 12, 13) + p("M10 6V3h4v3 M10 10v5 M14 10v5") + c(8.5, 21, 1) + c(15.5, 21, 1),
        "globe.europe.africa.fill": c(12, 12, 10) + p("M9 2.5c0 3 2 3.5 4 5s-1 4 1 6 1 3 0 8 M2.5 10c3 0 4 2 6 2s2 2 1 4"),
        "map.fill": p("M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z M9 3v15 M15 6v15"),
        "mappin.and.ellipse": p("M12 3a5 5 0 0 1 5 5c0 4-5 9-5 9s-5-5-5-9a5 5 0 0 1 5-5z") + c(12, 8, 1.5) + "<ellipse cx=\"12\" cy=\"20\" rx=\"8\" ry=\"2\"/>",
        "building.fill": r(5, 2, 14, 20, 1) + p("M10 22v-4h4v4") + dot(9, 6) + dot(15, 6) + dot(9, 10) + dot(15, 10) + dot(9, 14) + dot(15, 14),
        "tent.fill": p("M2 21L12 4l10 17z M12 12l-3 9 M12 12l3 9"),
        "mountain.2.fill": p("M2 20l7-12 4 6 3-4 6 10z"),
        "beach.umbrella.fill": p("M3 11a9 9 0 0 1 18 0z M12 11v9 M4 21h16 M12 2v0"),
        "binoculars.fill": c(6.5, 16, 3.5) + c(17.5, 16, 3.5) + p("M3 16l2-10h3l1 7 M21 16l-2-10h-3l-1 7 M9 12h6"),
        "signpost.right.fill": p("M12 2v20 M5 5h12l3 3-3 3H5z M8 22h8"),
        "figure.skiing.downhill": c(16, 4, 2) + p("M2 17l20 5 M6 12l5-4 3 3-2 4 4 2 M14 11l3 1"),
        "cablecar.fill": p("M2 3l20 4 M12 5v5") + r(5, 10, 14, 11) + p("M5 15h14 M9.5 10v5 M14.5 10v5"),
        // Education
        "book.fill": p("M4 4h6a2 2 0 0 1 2 2v15a2 2 0 0 0-2-2H4z M20 4h-6a2 2 0 0 0-2 2v15a2 2 0 0 1 2-2h6z"),
        "graduationcap.fill": p("M2 9l10-5 10 5-10 5z M6 11v5c3 2 9 2 12 0v-5 M22 9v6"),
        "pencil": pencil,
        "backpack.fill": r(5, 7, 14, 14, 3) + p("M9 7V4h6v3 M8 14h8v4H8z"),
        "books.vertical.fill": r(3, 3, 5, 18, 1) + r(8, 3, 5, 18, 1) + p("M14 4l4-1 4 17-4 1z"),
        "studentdesk": p("M3 10h14 M5 10v11 M15 10v11 M5 16h10 M19 6v15 M19 14h3v7"),
        "text.book.closed.fill": book + p("M9 7h6 M9 11h6"),
        "pencil.and.ruler.fill": r(2, 3, 6, 18, 1) + p("M2 8h3 M2 12h3 M2 16h3 M19 3l3 3-8 12h-3v-3z"),
        "globe": globe,
        "function": p("M15 3c-3 0-3.5 2-4.5 7s-1.5 11-4.5 11 M6 10h8 M14 13l6 7 M20 13l-6 7"),
        "atom": dot(12, 12, 1.6) + "<ellipse cx=\"12\" cy=\"12\" rx=\"10\" ry=\"4\"/><ellipse cx=\"12\" cy=\"12\" rx=\"10\" ry=\"4\" transform=\"rotate(60 12 12)\"/><ellipse cx=\"12\" cy=\"12\" rx=\"10\" ry=\"4\" transform=\"rotate(-60 12 12)\"/>",
        "magazine.fill": p("M4 3h13v18H4z M17 6h3v13a2 2 0 0 1-2 2 M7 7h7 M7 11h7 M7 15h4"),
        "newspaper.fill": p("M3 5h14v14a2 2 0 0 0 2 2H5a2 2 0 0 1-2-2z M17 9h4v10a2 2 0 0 1-4 0 M6 8h8 M6 12h8 M6 16h5"),
        "character.book.closed.fill": book + p("M9 14l3-8 3 8 M10 11.5h4"),
        // Money and banking
        "creditcard.fill": r(2, 5, 20, 14) + p("M2 10h20 M6 15h4"),
        "banknote.fill": r(2, 6, 20, 12) + c(12, 12, 3) + dot(6, 12) + dot(18, 12),
        "dollarsign.circle.fill": sign("$"),
        "eurosign.circle.fill": sign("€"),
        "rublesign.circle.fill": sign("₽"),
        "sterlingsign.circle.fill": sign("£"),
        "yensign.circle.fill": sign("¥"),
        "francsign.circle.fill": sign("₣"),
        "bitcoinsign.circle.fill": sign("₿"),
        "building.columns.fill": p("M3 9l9-6 9 6z M5 9v10 M9.5 9v10 M14.5 9v10 M19 9v10 M3 21h18"),
        "chart.line.uptrend.xyaxis": p("M3 3v18h18 M7 15l4-4 3 3 6-6 M16 8h4v4"),
        "chart.pie.fill": p("M11 4a8 8 0 1 0 9 9h-9z M14 2a8 8 0 0 1 8 8h-8z"),
        "chart.bar.fill": p("M3 21h18 M6 18v-5 M10 18V5 M14 18v-8 M18 18v-3"),
        "percent": p("M19 5L5 19") + c(6.5, 6.5, 2.5) + c(17.5, 17.5, 2.5),
        "arrow.left.arrow.right": p("M3 8h16 M15 4l4 4-4 4 M21 16H5 M9 12l-4 4 4 4"),
        "wallet.pass.fill": r(3, 6, 18, 14) + p("M15 11h6v4h-6z M6 6l9-3 1 3"),
        "lock.shield.fill": p("M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z") + r(9, 11, 6, 5, 1) + p("M10 11V9a2 2 0 0 1 4 0v2"),
        "dollarsign.arrow.circlepath": p("M20 12a8 8 0 0 1-14 5 M4 12a8 8 0 0 1 14-5 M18 3v4h-4 M6 21v-4h4") + "<text x=\"12\" y=\"15.5\" text-anchor=\"middle\" font-size=\"9\" font-weight=\"700\" font-family=\"sans-serif\" fill=\"currentColor\" stroke=\"none\">$</text>",
        "scalemass.fill": p("M6 8h12l3 13H3z") + c(12, 5.5, 2.5),
        // Work and income
        "briefcase.fill": r(2, 7, 20, 13) + p("M9 7V4h6v3 M2 13h20"),
        "desktopcomputer": r(2, 3, 20, 14) + p("M8 21h8 M12 17v4"),
        "building.2.fill": p("M3 22V8l6-2v16 M9 22V3l12 3v16 M2 22h20 M13 9h4 M13 13h4 M13 17h4"),
        "person.fill": c(12, 7, 4) + p("M4 21a8 8 0 0 1 16 0"),
        "person.2.fill": c(9, 7, 3.5) + p("M2 20a7 7 0 0 1 14 0 M16 3.5a3.5 3.5 0 0 1 0 7 M18 14a7 7 0 0 1 4 6"),
        "doc.fill": doc,
        "folder.fill": p("M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"),
        "paperclip": p("M21 11l-9 9a5 5 0 0 1-7-7l9-9a3.5 3.5 0 0 1 5 5l-9 9a2 2 0 0 1-3-3l8-8"),
        "printer.fill": p("M6 9V3h12v6 M6 18H3v-9h18v9h-3 M6 14h12v7H6z"),
        "calendar": r(3, 5, 18, 16) + p("M3 10h18 M8 3v4 M16 3v4"),
        "clock.fill": c(12, 12, 10) + p("M12 6v6l4 2"),
        "chart.bar.doc.horizontal.fill": doc + p("M9 11h5 M9 14h8 M9 17h3"),
        "signature": p("M3 17c3-6 5-12 7-10s-3 10-1 10 3-4 5-4 1 3 3 3 3-2 4-2 M3 21h18"),
        "keyboard.fill": r(2, 6, 20, 12) + p("M7 14h10") + dot(6, 10) + dot(10, 10) + dot(14, 10) + dot(18, 10),
        "network": c(12, 5, 2.5) + c(5, 19, 2.5) + c(19, 19, 2.5) + p("M12 7.5V12 M12 12l-5.5 5 M12 12l5.5 5"),
        // Everything else
        "gift.fill": r(3, 8, 18, 4, 1) + p("M5 12v9h14v-9 M12 8v13 M12 8c-2-4-6-4-6-2s3 2 6 2 M12 8c2-4 6-4 6-2s-3 2-6 2"),
        "pawprint.fill": c(12, 16, 4) + c(5, 10, 2) + c(9, 5, 2) + c(15, 5, 2) + c(19, 10, 2),
        "star.fill": p("M12 2l3 6.5 7 .8-5.2 4.8 1.4 7-6.2-3.6-6.2 3.6 1.4-7L2 9.3l7-.8z"),
        "heart.circle.fill": circled(heart),
        "questionmark.circle.fill": c(12, 12, 10) + p("M9 9a3 3 0 1 1 4 2.8c-.8.4-1 1-1 2.2") + dot(12, 17),
        "ellipsis.circle.fill": c(12, 12, 10) + dot(7.5, 12) + dot(12, 12) + dot(16.5, 12),
        "flag.fill": p("M4 22V3 M4 4h14l-2.5 4 2.5 4H4"),
        "bell.fill": p("M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z M10 21h4"),
        "person.3.fill": c(12, 7, 3) + p("M6 20a6 6 0 0 1 12 0 M1 18a4 4 0 0 1 4-4 M23 18a4 4 0 0 0-4-4") + c(5, 9.5, 2) + c(19, 9.5, 2),
        "figure.and.child.holdinghands": c(8, 4, 2) + c(17, 9, 1.5) + p("M8 7v7 M8 14l-2 7 M8 14l2 7 M8 9l4 3h5 M17 12v4 M17 16l-1.5 5 M17 16l1.5 5"),
        "hands.and.sparkles.fill": p("M6 21l-2-6 3-6 2 4 M18 21l2-6-3-6-2 4 M9 13l3 3 3-3 M12 2l1 2 2 1-2 1-1 2-1-2-2-1 2-1z"),
        "umbrella.fill": p("M3 12a9 9 0 0 1 18 0z M12 12v7a2 2 0 0 1-4 0 M12 3V2"),
        "scissors": c(6, 6, 3) + c(6, 18, 3) + p("M8.5 7.5L20 18 M8.5 16.5L20 6"),
        "hourglass": p("M6 2h12 M6 22h12 M7 2v3l5 7-5 7v3 M17 2v3l-5 7 5 7v3"),
        "gearshape.fill": c(12, 12, 3) + c(12, 12, 7) + p("M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9L7 7 M17 17l2.1 2.1 M4.9 19.1L7 17 M17 7l2.1-2.1"),
        "cat.fill": p("M4 21V9L3 3l5 3h8l5-3-1 6v12z M11 17h2") + dot(9, 13) + dot(15, 13),
        "dog.fill": p("M5 9l-2 8h3l1-5 M19 9l2 8h-3l-1-5 M7 5h10l2 4v6a6 6 0 0 1-6 6h-2a6 6 0 0 1-6-6V9z M11 17h2") + dot(9.5, 12) + dot(14.5, 12),
        // The controls' own symbols
        "checkmark": p("M4 12l5 5L20 6"),
        "checkmark.circle.fill": c(12, 12, 10) + p("M7 12l3.5 3.5L17 9"),
        "chevron.right": p("M9 5l7 7-7 7"),
        "chevron.down": p("M5 9l7 7 7-7"),
        "chevron.up": p("M5 15l7-7 7 7"),
        "chevron.up.chevron.down": p("M7 9l5-5 5 5 M7 15l5 5 5-5"),
        "circle.slash": c(12, 12, 10) + p("M5 5l14 14"),
        "magnifyingglass": c(10, 10, 7) + p("M15 15l6 6"),
        "xmark.circle.fill": c(12, 12, 10) + p("M9 9l6 6 M15 9l-6 6"),
        "exclamationmark.triangle.fill": p("M12 3L2 21h20z M12 10v5") + dot(12, 18),
        "wifi.slash": wifi + p("M3 3l18 18"),
        "doc.on.doc": p("M9 7h8l3 3v11H9z M5 17V3h9"),
        "delete.left": p("M8 5h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-6-7z M11 9l6 6 M17 9l-6 6"),
        "delete.right": p("M16 5H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12l6-7z M7 9l6 6 M13 9l-6 6"),
        "plus.circle": c(12, 12, 10) + p("M12 7v10 M7 12h10"),
        "arrow.clockwise": p("M20 12a8 8 0 1 1-2.3-5.7 M20 3v5h-5"),
        "arrow.right.circle": c(12, 12, 10) + p("M7 12h10 M13 8l4 4-4 4"),
        "trash": p("M4 6h16 M9 6V3h6v3 M6 6l1 15h10l1-15 M10 10v7 M14 10v7"),
        "photo": r(3, 4, 18, 16) + c(8.5, 9.5, 1.5) + p("M3 17l5-5 4 4 3-3 6 6"),
        "eye": eye,
        "eye.slash": eyeSlash,
        "questionmark.square.dashed": r(3, 3, 18, 18, 3) + p("M9 9a3 3 0 1 1 4 2.8c-.8.4-1 1-1 2.2") + dot(12, 17),
    ]
}
