#if canImport(SwiftUI)
import SwiftUI
import TallyCore

// MARK: - Logo service in the environment

/// The app's logo service; nil (no online logos) by default.
private struct LogoServiceKey: EnvironmentKey {
    static let defaultValue: LogoService? = nil
}

extension EnvironmentValues {
    /// The logo service icons load logos with; nil by default, which shows a placeholder symbol
    /// for every logo and turns the icon picker's online logo search off.
    public var logoService: LogoService? {
        get { self[LogoServiceKey.self] }
        set { self[LogoServiceKey.self] = newValue }
    }
}

extension View {
    /// Gives this subtree a logo service (built with the app's logo.dev publishable token), so
    /// ``IconView`` loads logos and ``IconPickerView`` searches logos online. Pass nil to turn
    /// both off.
    public func logoService(_ service: LogoService?) -> some View {
        environment(\.logoService, service)
    }
}

// MARK: - IconView

/// Draws an icon: an SF Symbol, or a bank's or service's logo loaded from logo.dev through the
/// environment's ``SwiftUI/EnvironmentValues/logoService``. It draws an `IconViewState`:
/// the tile, the colours, the placeholder and what VoiceOver reads come from there.
///
/// While a logo loads, when it fails, or when the app gave no logo service, a placeholder symbol
/// stands in for it (a bank building or a globe). VoiceOver reads a logo as its brand's name and
/// an SF Symbol with the system's own description of the symbol.
public struct IconView: View {
    private enum Content {
        case state(IconViewState)
        case source(IconSource, style: IconStyle?)
    }

    private let content: Content
    @Environment(\.tallyTheme) private var theme

    /// An icon drawing `state`.
    public init(state: IconViewState) {
        content = .state(state)
    }

    /// An icon for `source` in `style`; when `style` is nil, the standard style for the source at
    /// the environment theme's `iconSize.lg` (24 pt in Tally's theme,
    /// `IconStyle.standard(for:size:in:)`).
    public init(source: IconSource, style: IconStyle? = nil) {
        content = .source(source, style: style)
    }

    /// The icon on its tile.
    public var body: some View {
        switch content {
        case .state(let state):
            IconTile(state: state)
        case .source(let source, let style):
            IconTile(state: IconViewState(source: source, style: style ?? .standard(for: source, size: .lg, in: theme)))
        }
    }
}

/// What ``IconView`` draws, over its state.
private struct IconTile: View {
    @Environment(\.tallyTheme) private var theme
    let state: IconViewState
    @Environment(\.logoService) private var logoService
    @Environment(\.displayScale) private var displayScale
    @Environment(\.locale) private var locale
    @Environment(\.tallyLanguage) private var language

    var body: some View {
        let style = state.style
        let side = CGFloat(style.side)
        let shape = RoundedRectangle(cornerRadius: CGFloat(style.cornerRadius), style: .continuous)
        content
            .frame(width: CGFloat(style.size), height: CGFloat(style.size))
            .padding(CGFloat(style.padding))
            .frame(width: side, height: side)
            .background {
                switch state.tileFill {
                case .none: EmptyView()
                case .tint: shape.fill(ThemeColor.primary.opacity(theme.opacity(.tintFill)))
                case .surface: shape.fill(ThemeColor.surface)
                }
            }
            .clipShape(shape)
    }

    @ViewBuilder
    private var content: some View {
        switch state.source {
        case .sfSymbol(let name):
            Image(systemName: name)
                .resizable()
                .scaledToFit()
                .foregroundStyle(state.isSymbolTinted ? ThemeColor.primary : ThemeColor.textPrimary)
        case .bankLogo(let brand), .brandService(let brand):
            logo(brand)
                .accessibilityElement(children: .ignore)
                .tallyAccessibility(state.accessibilityElement(locale: locale, language: language))
        }
    }

    @ViewBuilder
    private func logo(_ brand: LogoBrand) -> some View {
        if let url = logoURL(brand) {
            AsyncImage(url: url) { phase in
                switch phase {
                case .success(let image):
                    image.resizable().scaledToFit()
                default:
                    placeholder
                }
            }
        } else {
            placeholder
        }
    }

    /// The logo's URL at the icon's size, or nil without a logo service.
    private func logoURL(_ brand: LogoBrand) -> URL? {
        guard let logoService else { return nil }
        return try? logoService.imageURL(
            for: brand.domain, size: state.logoPointSize, format: .png, retina: IconViewState.logoIsRetina(displayScale: Double(displayScale)))
    }

    /// The placeholder symbol, in the secondary colour.
    @ViewBuilder
    private var placeholder: some View {
        if let symbol = state.placeholderSymbol {
            Image(systemName: symbol)
                .resizable()
                .scaledToFit()
                .padding(CGFloat(state.style.size) / 6)
                .foregroundStyle(ThemeColor.textSecondary)
        }
    }
}
#endif
