import Foundation

/// A DTCG `strokeStyle`: a CSS line-style keyword or a dash pattern.
public enum TokenStrokeStyle: Sendable, Hashable, Codable {
    /// A keyword: solid, dashed, dotted, double, groove, ridge, outset or inset.
    case keyword(String)
    /// Dash and gap lengths with a line cap (`round`, `butt` or `square`).
    case dashes(dashArray: [TokenDimension], lineCap: String)
}
