import Foundation

/// Punycode (RFC 3492): the Bootstring encoding of Unicode labels into the letters, digits and
/// hyphens DNS allows, as IDNA uses it after `xn--`.
///
/// `encode` and `decode` work on one label without the `xn--` prefix and do no case mapping or
/// normalization (``WebDomain`` does that first). Both return nil rather than overflow.
public enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80
    private static let limit = Int(Int32.max)

    /// The punycode of `scalars` (`bücher` → `bcher-kva`), or nil if it would overflow.
    public static func encode(_ scalars: [Unicode.Scalar]) -> String? {
        let input = scalars.map { Int($0.value) }
        var output = String(String.UnicodeScalarView(scalars.filter(\.isASCII)))
        let basicCount = output.unicodeScalars.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }

        var n = initialN, delta = 0, bias = initialBias
        while handled < input.count {
            guard let next = input.filter({ $0 >= n }).min() else { return nil }
            guard next - n <= (limit - delta) / (handled + 1) else { return nil }
            delta += (next - n) * (handled + 1)
            n = next
            for code in input {
                if code < n {
                    delta += 1
                    guard delta <= limit else { return nil }
                }
                guard code == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = threshold(k, bias: bias)
                    if q < t { break }
                    output.unicodeScalars.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.unicodeScalars.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    /// The Unicode scalars `text` encodes (`bcher-kva` → `bücher`), or nil if it is not valid
    /// punycode (a character outside a–z, A–Z, 0–9 and `-`, a truncated number, an overflow, or
    /// a result that is not a Unicode scalar).
    public static func decode(_ text: some StringProtocol) -> [Unicode.Scalar]? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var position = 0
        if let hyphen = scalars.lastIndex(of: "-") {
            output = Array(scalars[..<hyphen])
            position = hyphen + 1
        }

        var n = initialN, i = 0, bias = initialBias
        while position < scalars.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < scalars.count, let value = digitValue(scalars[position]) else { return nil }
                position += 1
                guard value <= (limit - i) / w else { return nil }
                i += value * w
                let t = threshold(k, bias: bias)
                if value < t { break }
                guard w <= limit / (base - t) else { return nil }
                w *= base - t
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - oldI, points: count, first: oldI == 0)
            guard i / count <= limit - n else { return nil }
            n += i / count
            i %= count
            guard n >= initialN, let scalar = Unicode.Scalar(UInt32(n)) else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return output
    }

    private static func threshold(_ k: Int, bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// 0…25 → a…z, 26…35 → 0…9.
    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? 0x61 + value : 0x30 + value - 26))
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value) - 0x30 + 26
        case 0x41...0x5A: Int(scalar.value) - 0x41
        case 0x61...0x7A: Int(scalar.value) - 0x61
        default: nil
        }
    }
}
