import Foundation
import FlipbookViews

/// A chart's scrolling that comes to rest on round values (accepted; Flipbook's charts do not scroll).
public struct ValueAlignedChartScrollTargetBehavior: ScrollTargetBehavior {
    /// Leaves the target where it is.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

/// What a chart's scrolling comes to rest on, besides the values.
public struct MajorValueAlignment: Sendable {
    /// Every so many values.
    public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment() }
    /// Dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment() }
    /// A page at a time.
    public static let page = MajorValueAlignment()
}

extension ScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Comes to rest on multiples of `unit`.
    public static func valueAligned(unit: Double, majorAlignment: MajorValueAlignment? = nil) -> Self {
        ValueAlignedChartScrollTargetBehavior()
    }

    /// Comes to rest on dates matching `components`.
    public static func valueAligned(matching components: DateComponents, majorAlignment: MajorValueAlignment? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> Self {
        ValueAlignedChartScrollTargetBehavior()
    }
}

/// How value-aligned scrolling treats the domain's ends (accepted).
public struct ValueAlignedLimitBehavior: Sendable {
    /// The chart's choice.
    public static let automatic = ValueAlignedLimitBehavior()
    /// Never past the ends.
    public static let always = ValueAlignedLimitBehavior()
    /// Past the ends.
    public static let never = ValueAlignedLimitBehavior()
}
