import AnimKitSDL

/// libFuzzer's entry: any bytes as a frame log give figures or a FrameLogError, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func frameLogFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let statistics = try? FrameLogStatistics(log: text) { _ = statistics.line }
    return 0
}
