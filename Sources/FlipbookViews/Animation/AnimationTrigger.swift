import Foundation

/// A `trigger:` value of any `Equatable` type, compared with the value of the previous update.
struct AnimationTrigger {
    let value: any Equatable

    func isSame(as other: AnimationTrigger) -> Bool {
        value.isEqual(to: other.value)
    }
}
