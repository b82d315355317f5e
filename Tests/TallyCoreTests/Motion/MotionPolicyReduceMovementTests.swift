import TallyCore
import Testing

@Suite("Motion policy: movement under Reduce Motion")
struct MotionPolicyReduceMovementTests {
    @Test("movement is allowed for every kind while Reduce Motion is off, and only for haptics while it is on")
    func allowsMovement() {
        for kind in MotionKind.allCases {
            #expect(MotionPolicy.allowsMovement(kind, reduceMotion: false))
            #expect(MotionPolicy.allowsMovement(kind, reduceMotion: true) == (kind == .haptic), "\(kind)")
        }
        // The rolling figure and the conversion line dissolve instead of moving.
        #expect(!MotionPolicy.allowsMovement(.numericText, reduceMotion: true) && !MotionPolicy.allowsMovement(.appear, reduceMotion: true))
    }
}
