#if canImport(SwiftUI) && canImport(UIKit)
import CoreText
import SwiftUI
import TallyCore
import UIKit
import os

/// The UIKit fonts that stand for a ``FontFace`` when text is measured: built once per face
/// (family and weight) and kept, never per render. Registering fonts (``CTFontManager``) empties
/// the cache, so a font an app registers after launch is measured from then on.
enum MeasuringFonts {
    /// The size every measuring font is made at; widths scale linearly from it.
    static let referenceSize: CGFloat = 100

    private static let cache = OSAllocatedUnfairLock(initialState: [FontFace: UIFont]())
    private static let observer: Void = {
        let name = Notification.Name(kCTFontManagerRegisteredFontsChangedNotification as String)
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            cache.withLock { $0.removeAll() }
        }
    }()

    /// The font `face` is measured in, at ``referenceSize``, with tabular figures as the amount
    /// is drawn (`.monospacedDigit()`).
    static func font(for face: FontFace) -> UIFont {
        _ = observer
        if let font = cache.withLock({ $0[face] }) { return font }
        let font = make(face)
        cache.withLock { $0[face] = font }
        return font
    }

    /// `face` as the drawing finds it: the PostScript name (`Inter-Bold`), then the family at the
    /// weight, then the system font at the weight, which is what SwiftUI draws when the family is
    /// not registered.
    private static func make(_ face: FontFace) -> UIFont {
        let weight = UIFont.Weight(tokenWeight: face.weight)
        var base: UIFont?
        if let family = face.family {
            if let name = face.postScriptName, let font = UIFont(name: name, size: referenceSize) {
                base = font
            } else if !UIFont.fontNames(forFamilyName: family).isEmpty {
                let descriptor = UIFontDescriptor(fontAttributes: [
                    .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight],
                ])
                base = UIFont(descriptor: descriptor, size: referenceSize)
            } else if let font = UIFont(name: family, size: referenceSize) {
                // A face's own name given as the family, as `Font.custom` also accepts.
                base = font
            }
        }
        let font = base ?? .systemFont(ofSize: referenceSize, weight: weight)
        let tabular = font.fontDescriptor.addingAttributes([
            .featureSettings: [[
                UIFontDescriptor.FeatureKey.type: kNumberSpacingType,
                UIFontDescriptor.FeatureKey.selector: kMonospacedNumbersSelector,
            ]],
        ])
        return UIFont(descriptor: tabular, size: referenceSize)
    }

    /// The natural line height of `face` as a multiple of its size (ascender − descender +
    /// leading), for SwiftUI's line spacing.
    static func naturalLineHeight(of face: FontFace) -> Double {
        let font = font(for: face)
        return Double(font.lineHeight / font.pointSize)
    }
}

extension UIFont.Weight {
    /// The UIKit weight of a token weight, the same step as `Font.Weight(tokenWeight:)`.
    init(tokenWeight weight: Double) {
        // The step is TallyCore's decision (``FontFace/roundedWeight(_:)``), shared by the
        // SwiftUI and UIKit weights and the PostScript names the fit measures.
        switch FontFace.roundedWeight(weight) {
        case 100: self = .thin
        case 200: self = .ultraLight
        case 300: self = .light
        case 400: self = .regular
        case 500: self = .medium
        case 600: self = .semibold
        case 700: self = .bold
        case 800: self = .heavy
        default: self = .black
        }
    }
}

/// Measures text in a face's measuring font (``MeasuringFonts``): the width at the reference size,
/// scaled to the size asked for (text width is linear in font size).
struct UIKitTextMeasurer: TextMeasurer {
    /// The font every measurement uses.
    let font: UIFont

    /// A measurer for `face`, whose font is built once and kept.
    init(face: FontFace) {
        font = MeasuringFonts.font(for: face)
    }

    func width(of text: String, fontSize: Double) -> Double {
        let width = (text as NSString).size(withAttributes: [.font: font]).width
        return Double(width) * fontSize / Double(font.pointSize)
    }
}
#endif
