import Foundation

// What each component draws, in a given theme. The properties these sit beside (`FieldColorRole.token`,
// `SectionHeaderStyle.typography`, `SurfaceStyle.card`…) are the same values in
// ``TallyTheme/standard``; TallyUI draws with these, from the environment's theme.

extension FieldColorRole {
    /// The theme colour this role is drawn in (``token`` is its value in the standard theme).
    public var colorRole: TallyTheme.ColorRole {
        switch self {
        case .subtleText: .textSubtle
        case .primaryText: .primaryText
        case .errorText: .errorText
        case .successText: .successText
        case .secondaryText: .textSecondary
        case .border: .border
        case .primary: .primary
        case .error: .error
        case .success: .successText
        }
    }

    /// The colour in `theme`, light and dark.
    public func color(in theme: TallyTheme) -> SchemeColor { theme.color(colorRole) }
}

extension SectionHeaderStyle {
    /// The theme type style the header is set in (the emphasized style sets it semibold).
    public var typographyRole: TallyTheme.TypographyRole {
        switch self {
        case .default: .sectionHeader
        case .emphasized: .bodySmall
        case .compact: .caption
        }
    }

    /// The theme colour of the title.
    public var colorRole: TallyTheme.ColorRole { self == .emphasized ? .textPrimary : .textSecondary }

    /// The type style in `theme`: ``typographyRole``'s, at semibold for ``emphasized``.
    public func typography(in theme: TallyTheme) -> TokenTypography {
        var token = theme.typography(typographyRole)
        if self == .emphasized { token.fontWeight = TallyTokens.Font.Weight.semiBold }
        return token
    }

    /// The title's colour in `theme`.
    public func color(in theme: TallyTheme) -> SchemeColor { theme.color(colorRole) }
}

extension SectionHeaderViewState {
    /// The type style the title is set in, in `theme`.
    public func typography(in theme: TallyTheme) -> TokenTypography { style.typography(in: theme) }

    /// The title's colour in `theme`.
    public func color(in theme: TallyTheme) -> SchemeColor { style.color(in: theme) }
}

extension FormSectionStyle {
    /// The space between rows in `theme`: none where dividers separate them, `spacing.sm`
    /// otherwise.
    public func rowSpacing(in theme: TallyTheme) -> Double { showsDividers ? 0 : theme.spacing(.sm) }

    /// How far a divider starts from the leading edge in `theme`: `spacing.md` on a card, 0 in a
    /// list.
    public func dividerLeadingInset(in theme: TallyTheme) -> Double { self == .card ? theme.spacing(.md) : 0 }
}

extension FormSectionState {
    /// How far the header and footer are inset in `theme`: `spacing.lg` on a card, 0 otherwise.
    public func textInset(in theme: TallyTheme) -> Double { style.hasCard ? theme.spacing(.lg) : 0 }

    /// The space between rows in `theme`.
    public func rowSpacing(in theme: TallyTheme) -> Double { style.rowSpacing(in: theme) }

    /// How far a divider starts from the leading edge in `theme`.
    public func dividerLeadingInset(in theme: TallyTheme) -> Double { style.dividerLeadingInset(in: theme) }
}

extension FormTextFieldStyle {
    /// The inner padding in `theme`: `spacing.md`, `spacing.sm` for compact.
    public func padding(in theme: TallyTheme) -> Double { theme.spacing(self == .compact ? .sm : .md) }
}

extension FormTextFieldState {
    /// The inner padding in `theme`.
    public func padding(in theme: TallyTheme) -> Double { style.padding(in: theme) }
}

extension AmountKeypadState {
    /// ``metrics(dynamicTypeScale:)`` in `theme`: the labels at its `typography.h2` size, keys
    /// `spacing.sm` apart with `radius.md` corners, never shorter than its `tapArea.minimum`. The
    /// key height and the growth limit are the keypad's own.
    public static func metrics(dynamicTypeScale: Double, theme: TallyTheme) -> Metrics {
        let scale = dynamicTypeScale.isFinite ? min(max(dynamicTypeScale, 0), maximumScale) : 1
        let fontSize = theme.typography(.h2).fontSize.points
        return Metrics(
            keyHeight: max(baseKeyHeight * scale, theme.tapArea(.minimum)),
            fontSize: fontSize * scale,
            symbolSize: fontSize * 0.8 * scale,
            spacing: theme.spacing(.sm),
            cornerRadius: theme.radius(.md)
        )
    }
}

extension SurfaceStyle {
    /// ``card`` in `theme`: its card background and primary text, `radius.md`, `spacing.lg`
    /// padding and its `shadow.card`.
    public static func card(in theme: TallyTheme) -> SurfaceStyle {
        SurfaceStyle(
            fill: .color(theme.color(.cardBackground)), foreground: theme.color(.textPrimary),
            cornerRadius: theme.radius(.md), isCapsule: false,
            horizontalPadding: theme.spacing(.lg), verticalPadding: theme.spacing(.lg),
            minimumHeight: 0, shadow: cardShadow(in: theme)
        )
    }

    /// ``glassCard`` in `theme`: glass where the theme's surfaces are glass; where they are
    /// solid, the card background with the card's shadow, in the glass card's shape and padding
    /// (so a layout does not move between the two).
    public static func glassCard(in theme: TallyTheme) -> SurfaceStyle {
        let isSolid = theme.surfaces == .solid
        return SurfaceStyle(
            fill: isSolid ? .color(theme.color(.cardBackground)) : .glass, foreground: theme.color(.textPrimary),
            cornerRadius: theme.radius(.md), isCapsule: false,
            horizontalPadding: theme.spacing(.lg), verticalPadding: theme.spacing(.md),
            minimumHeight: 0, shadow: isSolid ? cardShadow(in: theme) : nil
        )
    }

    /// ``filterChip(isSelected:)`` in `theme`, at least its `tapArea.minimum` tall.
    public static func filterChip(isSelected: Bool, in theme: TallyTheme) -> SurfaceStyle {
        SurfaceStyle(
            fill: .color(theme.color(isSelected ? .chipSelected : .surface)),
            foreground: theme.color(isSelected ? .onPrimary : .textPrimary),
            cornerRadius: theme.radius(.pill), isCapsule: true,
            horizontalPadding: theme.spacing(.md), verticalPadding: theme.spacing(.sm),
            minimumHeight: theme.tapArea(.minimum), shadow: nil
        )
    }

    /// The theme's `shadow.card`, or Tally's when the theme has none of that type.
    private static func cardShadow(in theme: TallyTheme) -> TokenShadow {
        if case .shadow(let shadow)? = theme.token("shadow.card")?.value { return shadow }
        return TallyTokens.Shadow.card
    }
}

extension TallyTheme {
    /// The curve `token` animates with in this theme: the theme's spring or transition when the
    /// token is one of the theme's roles (`spring.app`, `motion.normal`…), the token's own curve
    /// otherwise (bare easings and keyframes have no role).
    public func curve(for token: MotionToken) -> MotionToken.Curve {
        switch token.curve {
        case .spring:
            if let role = SpringRole.allCases.first(where: { $0.path == token.path }) { return .spring(spring(role)) }
        case .timing:
            if let role = TransitionRole.allCases.first(where: { $0.path == token.path }) { return .timing(transition(role)) }
        case .easing, .keyframes:
            break
        }
        return token.curve
    }

    /// The font face of `role`'s type style: its first family at its weight, or the system font
    /// (``FontFace``).
    public func fontFace(_ role: TypographyRole) -> FontFace { FontFace(typography(role)) }
}

extension IconStyle.Size {
    /// The theme icon size of this step.
    public var iconSizeRole: TallyTheme.IconSizeRole {
        switch self {
        case .xs: .xs
        case .sm: .sm
        case .md: .md
        case .lg: .lg
        case .xl: .xl
        case .xxl: .xxl
        }
    }

    /// The step's size in `theme`, in points.
    public func points(in theme: TallyTheme) -> Double { theme.iconSize(iconSizeRole) }

    /// Whether this step is `other` or larger, by the order of the steps (not their points, which
    /// a theme may change).
    func isAtLeast(_ other: IconStyle.Size) -> Bool {
        let steps = IconStyle.Size.allCases
        return (steps.firstIndex(of: self) ?? 0) >= (steps.firstIndex(of: other) ?? 0)
    }
}

extension IconStyle {
    /// ``categoryIcon(size:)`` in `theme`: the theme's icon size, `spacing.sm` padding and
    /// `radius.md` corners from `lg` up, `spacing.xs` and `radius.sm` below.
    public static func categoryIcon(size: Size = .lg, in theme: TallyTheme) -> IconStyle {
        let large = size.isAtLeast(.lg)
        return IconStyle(
            size: size.points(in: theme), cornerRadius: theme.radius(large ? .md : .sm), padding: theme.spacing(large ? .sm : .xs),
            isTinted: true, hasBackground: true)
    }

    /// ``serviceLogo(size:)`` in `theme`: the theme's icon size, `radius.md` corners from `xl` up,
    /// `radius.sm` below.
    public static func serviceLogo(size: Size = .xl, in theme: TallyTheme) -> IconStyle {
        IconStyle(size: size.points(in: theme), cornerRadius: theme.radius(size.isAtLeast(.xl) ? .md : .sm), padding: 0,
                  isTinted: false, hasBackground: true)
    }

    /// ``bankLogo(size:)`` in `theme`: a circle of the theme's icon size.
    public static func bankLogo(size: Size = .xl, in theme: TallyTheme) -> IconStyle {
        let points = size.points(in: theme)
        return IconStyle(size: points, cornerRadius: points / 2, padding: 0, isTinted: false, hasBackground: true)
    }

    /// ``toolbar`` in `theme`: the theme's `iconSize.lg`, tinted, no tile.
    public static func toolbar(in theme: TallyTheme) -> IconStyle {
        IconStyle(size: theme.iconSize(.lg), cornerRadius: 0, padding: 0, isTinted: true, hasBackground: false)
    }

    /// ``placeholder`` in `theme`: the theme's `iconSize.lg` on a surface tile with `spacing.sm`
    /// padding and `radius.md` corners.
    public static func placeholder(in theme: TallyTheme) -> IconStyle {
        IconStyle(size: theme.iconSize(.lg), cornerRadius: theme.radius(.md), padding: theme.spacing(.sm), isTinted: false, hasBackground: true)
    }

    /// ``standard(for:size:)`` in `theme`.
    public static func standard(for source: IconSource?, size: Size, in theme: TallyTheme) -> IconStyle {
        switch source {
        case .sfSymbol: categoryIcon(size: size, in: theme)
        case .bankLogo: bankLogo(size: size, in: theme)
        case .brandService: serviceLogo(size: size, in: theme)
        case nil: placeholder(in: theme)
        }
    }
}

extension IconPickerRowState {
    /// ``icon`` in `theme`: the chosen icon in the row's style, or the theme's standard style at
    /// `iconSize.md` when the row has none.
    public func icon(in theme: TallyTheme) -> IconViewState? {
        selection.map { IconViewState(source: $0, style: style ?? .standard(for: $0, size: Self.standardIconSize, in: theme)) }
    }

    /// ``placeholderSize`` in `theme`: the row's style's size, or the theme's placeholder's.
    public func placeholderSize(in theme: TallyTheme) -> Double { (style ?? .placeholder(in: theme)).size }
}

extension TransactionRowState {
    /// The icon in `theme`: the row's style, or the theme's standard style for the source at
    /// `iconSize.lg`.
    public func icon(in theme: TallyTheme) -> IconViewState {
        IconViewState(source: iconSource, style: iconStyle ?? .standard(for: iconSource, size: .lg, in: theme))
    }
}

extension TextInputFieldState {
    /// The type style the floating label is set in: `typography.labelMd`. Floated, the label is
    /// drawn in it at ``labelScale(in:)``.
    public static let labelTypographyRole: TallyTheme.TypographyRole = .labelMd

    /// The size the label is drawn at in `theme`, in points: the `typography.labelMd` size
    /// inside the field, times ``labelScale(in:)`` once floated (16 and 14 pt in Tally's theme).
    ///
    /// - Parameter theme: The theme the field is drawn in.
    public func labelFontSize(in theme: TallyTheme) -> Double {
        theme.typography(Self.labelTypographyRole).fontSize.points * labelScale(in: theme)
    }

    /// The label's scale in `theme`: its `floatLabel.labelScale` floated (0.875 in Tally's
    /// theme), 1 inside the field.
    ///
    /// - Parameter theme: The theme the field is drawn in.
    public func labelScale(in theme: TallyTheme) -> Double { isLabelFloated ? theme.scale(.floatLabel) : 1 }

    /// The label's vertical offset from its resting place in `theme`, in points: its
    /// `floatLabel.labelOffset` floated (−28 in Tally's theme), 0 inside the field.
    ///
    /// - Parameter theme: The theme the field is drawn in.
    public func labelOffset(in theme: TallyTheme) -> Double { isLabelFloated ? theme.offset(.floatLabel) : 0 }

    /// The least height of the field in `theme`, the tap target: its `tapArea.recommended` (48 pt
    /// in Tally's theme).
    ///
    /// - Parameter theme: The theme the field is drawn in.
    public static func minimumHeight(in theme: TallyTheme) -> Double { theme.tapArea(.recommended) }
}

extension ColorPickerRowState {
    /// A swatch's side in `theme`, in points, for the side Dynamic Type scaled the theme's
    /// `tapArea.minimum` to: never under that tap area, never over twice it, so the grid keeps a
    /// few columns at the largest sizes.
    ///
    /// - Parameters:
    ///   - scaled: The tap area scaled by Dynamic Type, in points.
    ///   - theme: The theme the row is drawn in.
    public static func swatchSide(scaled: Double, in theme: TallyTheme) -> Double {
        let minimum = theme.tapArea(.minimum)
        return min(max(scaled, minimum), minimum * 2)
    }
}

extension FeedbackMotion {
    /// The keyframes to play in `theme`: the theme's `keyframes.errorShake` or
    /// `keyframes.successBounce`, or its `keyframes.feedbackFlash` where Reduce Motion rules the
    /// movement out.
    ///
    /// - Parameters:
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - theme: The theme the control is drawn in.
    public func keyframes(reduceMotion: Bool, in theme: TallyTheme) -> TokenKeyframes {
        guard MotionPolicy.allowsMovement(kind, reduceMotion: reduceMotion) else { return theme.keyframes(.feedbackFlash) }
        switch self {
        case .errorShake: return theme.keyframes(.errorShake)
        case .successBounce: return theme.keyframes(.successBounce)
        }
    }
}

extension MotionPolicy {
    /// What Reduce Motion does for `kind` in `theme`: ``reduced(_:)``, with a dissolve lasting
    /// the theme's `duration.crossfade`.
    ///
    /// - Parameters:
    ///   - kind: The kind of motion.
    ///   - theme: The theme the motion plays in.
    public static func reduced(_ kind: MotionKind, in theme: TallyTheme) -> ReducedMotion {
        switch reduced(kind) {
        case .crossfade: .crossfade(seconds: theme.duration(.crossfade))
        case let rule: rule
        }
    }

    /// The decision for an animation of `kind` that would use `token`, in `theme`:
    /// ``decision(for:token:reduceMotion:)``, with a dissolve lasting the theme's
    /// `duration.crossfade`.
    ///
    /// - Parameters:
    ///   - kind: The kind of motion.
    ///   - token: The motion token the animation would use.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - theme: The theme the motion plays in.
    public static func decision(for kind: MotionKind, token: MotionToken, reduceMotion: Bool, in theme: TallyTheme) -> MotionDecision {
        switch decision(for: kind, token: token, reduceMotion: reduceMotion) {
        case .crossfade: .crossfade(seconds: theme.duration(.crossfade))
        case let decision: decision
        }
    }

    /// The delay before item `index` appears in `theme`: `step × index`, never more than the
    /// theme's `duration.stagger.maximum`, and 0 under Reduce Motion.
    ///
    /// - Parameters:
    ///   - index: The item's place, from 0.
    ///   - step: The delay between two items, in seconds.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - theme: The theme the motion plays in.
    public static func staggerDelay(index: Int, step: Double, reduceMotion: Bool, in theme: TallyTheme) -> Double {
        guard !reduceMotion, index > 0, step > 0, step.isFinite else { return 0 }
        return min(Double(index) * step, theme.duration(.staggerMaximum))
    }

    /// The message stagger in `theme`: its `duration.stagger.message` × `index`, capped.
    ///
    /// - Parameters:
    ///   - index: The message's place, from 0.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - theme: The theme the motion plays in.
    public static func messageDelay(index: Int, reduceMotion: Bool, in theme: TallyTheme) -> Double {
        staggerDelay(index: index, step: theme.duration(.staggerMessage), reduceMotion: reduceMotion, in: theme)
    }

    /// The list row stagger in `theme`: its `duration.stagger.listItem` × `index`, capped.
    ///
    /// - Parameters:
    ///   - index: The row's place, from 0.
    ///   - reduceMotion: Whether Reduce Motion is on.
    ///   - theme: The theme the motion plays in.
    public static func listItemDelay(index: Int, reduceMotion: Bool, in theme: TallyTheme) -> Double {
        staggerDelay(index: index, step: theme.duration(.staggerListItem), reduceMotion: reduceMotion, in: theme)
    }
}
