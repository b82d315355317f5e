import Foundation
import TallyCore
import Testing

@Suite("Token colours")
struct TokenColorTests {
    @Test("contrast ratios match WCAG's reference figures")
    func wcagFigures() {
        let white = TokenColor(rgb: 0xFFFFFF), black = TokenColor(rgb: 0x000000)
        #expect(white.contrastRatio(with: black) == 21)
        #expect(black.contrastRatio(with: white) == 21)
        #expect(white.contrastRatio(with: white) == 1)
        // #777777 on white is the classic "just fails AA" grey: 4.48:1.
        #expect(abs(TokenColor(rgb: 0x777777).contrastRatio(with: white) - 4.478) < 0.001)
        #expect(abs(white.relativeLuminance - 1) < 1e-12 && black.relativeLuminance == 0)
        // The linear segment of the sRGB curve: 10/255 is below 0.04045.
        #expect(abs(TokenColor(rgb: 0x0A0A0A).relativeLuminance - (10.0 / 255) / 12.92) < 1e-12)
    }

    @Test("hex rounds each component to 8 bits and adds alpha only when translucent")
    func hex() {
        #expect(TokenColor(rgb: 0x3B82F6).hex == "#3b82f6")
        #expect(TokenColor(.sRGB, red: 0.2314, green: 0.5098, blue: 0.9647).hex == "#3b82f6")
        #expect(TokenColor(rgb: 0x000000, alpha: 0.08).hex == "#00000014")
        #expect(TokenColor(.sRGB, red: 1.2, green: -0.1, blue: 0.5).hex == "#ff0080")
    }

    @Test("compositing a translucent colour over a background")
    func composite() {
        let half = TokenColor(rgb: 0x000000, alpha: 0.5).composited(over: TokenColor(rgb: 0xFFFFFF))
        #expect(half.red == 0.5 && half.green == 0.5 && half.blue == 0.5 && half.alpha == 1)
    }

    @Test("a scheme colour resolves per scheme and knows when it varies")
    func schemeColor() {
        let pair = SchemeColor(light: TokenColor(rgb: 0xFFFFFF), dark: TokenColor(rgb: 0x000000))
        #expect(pair.resolved(for: .light).hex == "#ffffff" && pair.resolved(for: .dark).hex == "#000000")
        #expect(pair.variesByScheme && !SchemeColor(TokenColor(rgb: 0x123456)).variesByScheme)
    }
}

@Suite("Surface styles")
struct SurfaceStyleTests {
    @Test("a selected chip is filled with the chip colour and labelled in onPrimary; unselected uses the surface")
    func chips() {
        let selected = SurfaceStyle.filterChip(isSelected: true)
        let resting = SurfaceStyle.filterChip(isSelected: false)
        #expect(selected.fill == .color(TallyTokens.Color.chipSelected) && selected.foreground == TallyTokens.Color.onPrimary)
        #expect(resting.fill == .color(TallyTokens.Color.surface) && resting.foreground == TallyTokens.Color.textPrimary)
        for style in [selected, resting] {
            #expect(style.isCapsule && style.minimumHeight >= 44)
            for scheme in TokenColorScheme.allCases {
                guard case .color(let fill) = style.fill else { continue }
                #expect(style.foreground.resolved(for: scheme).contrastRatio(with: fill.resolved(for: scheme)) >= 4.5)
            }
        }
    }

    @Test("cards carry the card shadow; glass cards have none and use glass")
    func cards() {
        #expect(SurfaceStyle.card.shadow == TallyTokens.Shadow.card && SurfaceStyle.card.cornerRadius == TallyTokens.Radius.md)
        #expect(SurfaceStyle.glassCard.fill == .glass && SurfaceStyle.glassCard.shadow == nil)
    }
}
