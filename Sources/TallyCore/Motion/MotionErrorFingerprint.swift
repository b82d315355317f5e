import Foundation

/// A comparable summary of an error's payload in which NaN equals NaN and -0 equals 0,
/// so that error enums carrying `Double` values keep `Equatable`'s reflexivity.
struct MotionErrorFingerprint: Hashable {
    var kind: Int
    var labels: [String]
    var numbers: [UInt64]

    init(kind: Int, labels: [String] = [], integers: [Int] = [], numbers: [Double] = []) {
        self.kind = kind
        self.labels = labels + integers.map { String($0) }
        self.numbers = numbers.map { value in
            if value.isNaN { return Double.nan.bitPattern }
            if value == 0 { return Double(0).bitPattern }
            return value.bitPattern
        }
    }
}
