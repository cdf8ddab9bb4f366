import Foundation
import FlipbookViews

extension ChartModel {
    /// How many points a function plot is sampled at across its domain.
    static let functionSamples = 160

    /// The records with each function plot replaced by its samples across the x domain: the plot's own, the x
    /// scale's, or the other marks' numbers (−10…10 when there are none).
    static func sampledFunctions(_ records: [MarkRecord], configuration: ChartConfiguration) -> [MarkRecord] {
        guard records.contains(where: { $0.function != nil }) else { return records }
        var fallback: ClosedRange<Double> = -10...10
        if case .range(let lower, let upper) = configuration.xScale.domain, let a = lower.continuous, let b = upper.continuous,
           a < b {
            fallback = a...b
        } else {
            let numbers = records.filter { $0.function == nil }.flatMap { [$0.x, $0.xEnd] }.compactMap { $0?.value.continuous }
            if let low = numbers.min(), let high = numbers.max(), low < high { fallback = low...high }
        }
        return records.flatMap { record -> [MarkRecord] in
            guard let sampler = record.function else { return [record] }
            let domain = sampler.domain ?? fallback
            let count = functionSamples
            let series = MarkChannel(label: "", value: .category("ƒ\(record.identity)"))
            return (0...count).compactMap { index in
                let x = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(index) / Double(count)
                guard let (y, start) = sampler.sample(x) else { return nil }
                var point = record
                point.function = nil
                point.x = MarkChannel(label: sampler.xLabel, value: .number(x))
                point.y = MarkChannel(label: sampler.yLabel, value: .number(start ?? y))
                if let start, sampler.kind == .area {
                    point.y = MarkChannel(label: sampler.yLabel, value: .number(start))
                    point.yEnd = MarkChannel(label: sampler.yLabel, value: .number(y))
                }
                point.series = record.series ?? series
                point.identity.append(index)
                return point
            }
        }
    }
}
